import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ARTICLE_PAGE_SIZE } from '@keh/contracts';
import type { ArticleListQuery, ArticleSearchQuery } from '../api/article-queries';

/** The knowledge base's state, kept in the URL (docs/product/screens.md: query, category, sub_category, tag). */
export interface BaseParams {
  query: string;
  category?: number;
  subCategory?: number;
  tag: string;
  /** 1-based page of the list shown (20 a page). */
  page: number;
}

type Patch = Partial<Record<'query' | 'category' | 'sub_category' | 'tag' | 'page', string | number | null>>;

const id = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** GET articles for a page of the latest articles (no search, no filter). */
export const latestQuery = (page: number): ArticleListQuery => ({
  limit: ARTICLE_PAGE_SIZE,
  offset: (page - 1) * ARTICLE_PAGE_SIZE,
});

/** GET articles/search for the words and filters in the URL. */
export const searchQueryOf = (params: BaseParams): ArticleSearchQuery => ({
  query: params.query || undefined,
  category: params.category,
  sub_category: params.subCategory,
  tag: params.tag || undefined,
  limit: ARTICLE_PAGE_SIZE,
  offset: (params.page - 1) * ARTICLE_PAGE_SIZE,
});

/** The knowledge base's state read from the URL's query string. */
export function baseParamsOf(search: URLSearchParams): BaseParams {
  return {
    query: (search.get('query') ?? '').trim(),
    category: id(search.get('category')),
    subCategory: id(search.get('sub_category')),
    tag: (search.get('tag') ?? '').trim(),
    page: id(search.get('page')) ?? 1,
  };
}

/** A search or a filter is on (else the page shows the latest articles). */
export const isFiltered = (params: BaseParams) =>
  Boolean(params.query || params.category || params.subCategory || params.tag);

export function useBaseParams() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => baseParamsOf(search), [search]);

  /** Changes some parameters (a new history entry); any change but the page goes back to page 1. */
  const update = useCallback(
    (patch: Patch) => {
      setSearch((current) => {
        const next = new URLSearchParams(current);
        if (!('page' in patch)) next.delete('page');
        for (const [key, value] of Object.entries(patch)) {
          if (value === null || value === undefined || value === '' || (key === 'page' && value === 1)) {
            next.delete(key);
          } else next.set(key, String(value));
        }
        return next;
      });
    },
    [setSearch],
  );

  return { params, update, filtered: isFiltered(params) };
}
