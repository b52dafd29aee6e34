import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The knowledge base's state, kept in the URL (spec section 2: query, category, sub_category, tag). */
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

export function useBaseParams() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo<BaseParams>(
    () => ({
      query: (search.get('query') ?? '').trim(),
      category: id(search.get('category')),
      subCategory: id(search.get('sub_category')),
      tag: (search.get('tag') ?? '').trim(),
      page: id(search.get('page')) ?? 1,
    }),
    [search],
  );

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

  const filtered = Boolean(params.query || params.category || params.subCategory || params.tag);
  return { params, update, filtered };
}
