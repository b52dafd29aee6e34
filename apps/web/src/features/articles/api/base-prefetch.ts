import type { QueryClient } from '@tanstack/react-query';
import { getSession } from '../../../lib/session';
import { baseParamsOf, isFiltered, latestQuery, searchQueryOf } from '../components/base-params';
import { cardPicture, categoriesQuery, listQuery, searchQuery, viewerOf } from './article-queries';

/**
 * The knowledge base's requests for a URL, started with the download of its page (the router calls
 * this beside the page's chunk): the topics, and the latest articles or the search. The page's
 * useQuery calls then find them under way instead of starting them once the page is drawn. With
 * the latest articles, the first card's picture (the largest thing on a phone's screen) is
 * fetched as soon as its address is known.
 */
export function prefetchKnowledgeBase(client: QueryClient, location: { search: string }): void {
  const params = baseParamsOf(new URLSearchParams(location.search));
  const viewer = viewerOf(getSession());
  void client.prefetchQuery(categoriesQuery());
  if (isFiltered(params)) {
    void client.prefetchQuery(searchQuery(searchQueryOf(params), viewer));
    return;
  }
  const latest = listQuery(latestQuery(params.page), viewer);
  void client.prefetchQuery(latest).then(() => {
    const first = params.page === 1 ? client.getQueryData(latest.queryKey)?.data[0] : undefined;
    const src = first && cardPicture(first);
    if (!src) return;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = src;
    link.fetchPriority = 'high';
    document.head.append(link);
  });
}
