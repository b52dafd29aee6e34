import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Article, type ArticlePage } from '@keh/contracts';
import { call, callBody } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import {
  articleKeys,
  categoriesQuery,
  listQuery,
  searchQuery,
  viewerOf,
  type ArticleListQuery,
  type ArticleSearchQuery,
  type MyArticlesQuery,
} from './article-queries';

export { articleKeys, type ArticleListQuery, type ArticleSearchQuery, type MyArticlesQuery };

const e = api.articles;

const validId = (id: number) => Number.isInteger(id) && id > 0;

// ---------- reading (everyone; a token when there is one) ----------

/** GET articles/categories: categories with their subcategories. */
export function useArticleCategories() {
  return useQuery(categoriesQuery());
}

/** GET articles: the newest published articles the reader may read (20 a page). */
export function useArticles(q: ArticleListQuery = {}) {
  const viewer = viewerOf(useSession());
  return useQuery({ ...listQuery(q, viewer), placeholderData: keepPreviousData });
}

/** GET articles/search: ranked full-text search, highlights in `highlight` (see highlightParts). */
export function useArticleSearch(q: ArticleSearchQuery, enabled = true) {
  const viewer = viewerOf(useSession());
  return useQuery({ ...searchQuery(q, viewer), enabled, placeholderData: keepPreviousData });
}

/** GET articles/{id}: 404 both for a missing article and for one the reader may not read. */
export function useArticle(id: number, fromSearch = false) {
  const session = useSession();
  return useQuery({
    queryKey: articleKeys.detail(id, session?.user.type ?? 'guest'),
    queryFn: ({ signal }) =>
      call(e.read, { params: { id }, query: fromSearch ? { search: '1' } : undefined }, { signal }),
    enabled: validId(id),
    retry: false,
  });
}

/** POST / DELETE articles/{id}/like and /dislike: answers the new counts. */
export function useReaction(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, on }: { kind: 'like' | 'dislike'; on: boolean }) =>
      call(kind === 'like' ? (on ? e.like : e.unlike) : on ? e.dislike : e.undislike, { params: { id } }),
    onSuccess: (counts) => {
      client.setQueriesData<Article>({ queryKey: ['articles', 'detail', id] }, (a) =>
        a ? { ...a, ...counts } : a,
      );
    },
  });
}

// ---------- writing (Business Captains) ----------

/** GET mentor/articles: the author's own articles by status. */
export function useMyArticles(q: MyArticlesQuery) {
  return useQuery({
    queryKey: articleKeys.mine(q),
    queryFn: ({ signal }) => callBody(e.mine, { query: { ...q } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET mentor/articles/{id}: the author's latest version (what the editor edits). */
export function useMyArticle(id: number) {
  return useQuery({
    queryKey: articleKeys.mineOne(id),
    queryFn: ({ signal }) => call(e.mineOne, { params: { id } }, { signal }),
    enabled: validId(id),
    retry: false,
  });
}

/** POST mentor/articles (create) or mentor/articles/{id} (update): the multipart save payload. */
export function useSaveArticle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: FormData }) =>
      id ? call(e.update, { params: { id }, body }) : call(e.create, { body }),
    onSuccess: (saved) => {
      client.setQueryData(articleKeys.mineOne(saved.id), saved);
      return client.invalidateQueries({ queryKey: articleKeys.all });
    },
  });
}

/** DELETE mentor/articles/{id}: only an article that was never published. */
export function useDeleteArticle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(e.remove, { params: { id } }),
    onSuccess: (_r, id) => {
      client.setQueriesData<ArticlePage>({ queryKey: ['articles', 'mine'] }, (page) =>
        page && 'meta' in page
          ? {
              ...page,
              data: page.data.filter((a) => a.id !== id),
              meta: { ...page.meta, total: page.meta.total - 1 },
            }
          : page,
      );
      return client.invalidateQueries({ queryKey: articleKeys.all });
    },
  });
}

/** POST mentor/articles/upload_image (field `image`): answers the image's URL. */
export async function uploadEditorImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  return (await call(e.uploadImage, { body })).image;
}

/** POST mentor/articles/upload_file (field `file`) with the document's own name for the link text. */
export async function uploadEditorDocument(file: File): Promise<{ file: string; name: string }> {
  const body = new FormData();
  body.append('file', file);
  body.append('name', file.name);
  return call(e.uploadFile, { body });
}

// ---------- moderation (moderators and admins) ----------

/** GET admin/articles: articles waiting for a decision, oldest first. */
export function useModerationQueue() {
  return useQuery({
    queryKey: articleKeys.queue,
    queryFn: ({ signal }) => callBody(e.queue, { query: { limit: 50 } }, { signal }),
  });
}

/** GET admin/article/{id}: the version waiting (or the latest) as it will appear, with its history. */
export function useModeratedArticle(id: number, token?: string) {
  return useQuery({
    queryKey: articleKeys.moderated(id),
    queryFn: ({ signal }) =>
      call(e.moderated, { params: { id }, query: token ? { token } : undefined }, { auth: !token, signal }),
    enabled: validId(id),
    retry: false,
  });
}

/** POST admin/articles/{id}/publish, or /ban with the reason the author receives. */
export function useModerate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: { id: number; decision: 'publish' | 'ban'; reason?: string }) =>
      decision === 'ban'
        ? call(e.ban, { params: { id }, body: { reason: reason ?? '' } })
        : call(e.publish, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: articleKeys.all }),
  });
}
