import { queryOptions } from '@tanstack/react-query';
import { api, pictureAt, type ArticleCard, type ArticleStatus } from '@keh/contracts';
import { call, callBody } from '../../../lib/api';
import type { Session } from '../../../lib/session';

/*
 * The articles' queries (keys and fetchers, no React): the hooks of articles-api use them, and so
 * does the knowledge base's prefetch (base-prefetch.ts), which runs before the page has rendered.
 */

/** GET articles filters (query parameters of /base too). */
export interface ArticleListQuery {
  category?: number;
  sub_category?: number;
  tag?: string;
  limit?: number;
  offset?: number;
}
/** GET articles/search: words plus the same filters. */
export interface ArticleSearchQuery extends ArticleListQuery {
  query?: string;
}
/** GET mentor/articles. */
export interface MyArticlesQuery {
  status?: 'all' | ArticleStatus;
  query?: string;
  limit?: number;
  offset?: number;
}

/** The articles' query keys: the only way others refresh them. */
export const articleKeys = {
  all: ['articles'] as const,
  categories: ['articles', 'categories'] as const,
  list: (q: ArticleListQuery) => ['articles', 'list', q] as const,
  search: (q: ArticleSearchQuery) => ['articles', 'search', q] as const,
  /** Keyed by who reads: a guest and a member may see different things. */
  detail: (id: number, viewer: string) => ['articles', 'detail', id, viewer] as const,
  mine: (q: MyArticlesQuery) => ['articles', 'mine', q] as const,
  mineOne: (id: number) => ['articles', 'mine', 'one', id] as const,
  queue: ['articles', 'moderation', 'queue'] as const,
  moderated: (id: number) => ['articles', 'moderation', id] as const,
};

export const viewerOf = (session: Session | null) => session?.user.type ?? 'guest';

export const categoriesQuery = () =>
  queryOptions({
    queryKey: articleKeys.categories,
    queryFn: ({ signal }) => call(api.articles.categories, {}, { signal }),
    staleTime: 10 * 60_000,
  });

export const listQuery = (q: ArticleListQuery, viewer: string) =>
  queryOptions({
    queryKey: [...articleKeys.list(q), viewer],
    queryFn: ({ signal }) => callBody(api.articles.list, { query: { ...q } }, { signal }),
  });

export const searchQuery = (q: ArticleSearchQuery, viewer: string) =>
  queryOptions({
    queryKey: [...articleKeys.search(q), viewer],
    queryFn: ({ signal }) => callBody(api.articles.search, { query: { ...q } }, { signal }),
  });

/**
 * The picture an article card shows: the small preview (else the big one) as a 768 px WebP. The
 * previews are stored 800 px wide and no card is drawn wider than that, so nothing visible is lost,
 * and the bytes drop by about a third. The knowledge base's prefetch preloads this very address.
 */
export function cardPicture(
  card: Pick<ArticleCard, 'preview_small_image' | 'preview_big_image'>,
): string | null {
  const src = card.preview_small_image ?? card.preview_big_image;
  return src ? pictureAt(src, 384) : null;
}
