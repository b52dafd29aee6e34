import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Article, ArticleCard, ModeratedArticle, Reactions } from '@keh/contracts';
import { apiPage, apiRequest, type ApiPage } from '../../../lib/api';
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
      apiRequest<Article>(`articles/${id}`, { query: fromSearch ? { search: 1 } : undefined, signal }),
    enabled: validId(id),
    retry: false,
  });
}

/** POST / DELETE articles/{id}/like and /dislike: answers the new counts. */
export function useReaction(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, on }: { kind: 'like' | 'dislike'; on: boolean }) =>
      apiRequest<Reactions>(`articles/${id}/${kind}`, { method: on ? 'POST' : 'DELETE' }),
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
    queryFn: ({ signal }) => apiPage<ArticleCard>('mentor/articles', { query: { ...q }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET mentor/articles/{id}: the author's latest version (what the editor edits). */
export function useMyArticle(id: number) {
  return useQuery({
    queryKey: articleKeys.mineOne(id),
    queryFn: ({ signal }) => apiRequest<Article>(`mentor/articles/${id}`, { signal }),
    enabled: validId(id),
    retry: false,
  });
}

/** POST mentor/articles (create) or mentor/articles/{id} (update): the multipart save payload. */
export function useSaveArticle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: FormData }) =>
      apiRequest<Article>(id ? `mentor/articles/${id}` : 'mentor/articles', {
        method: 'POST',
        multipart: body,
      }),
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
    mutationFn: (id: number) => apiRequest<null>(`mentor/articles/${id}`, { method: 'DELETE' }),
    onSuccess: (_r, id) => {
      client.setQueriesData<ApiPage<ArticleCard>>({ queryKey: ['articles', 'mine'] }, (page) =>
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
  return (
    await apiRequest<{ image: string }>('mentor/articles/upload_image', { method: 'POST', multipart: body })
  ).image;
}

/** POST mentor/articles/upload_file (field `file`) with the document's own name for the link text. */
export async function uploadEditorDocument(file: File): Promise<{ file: string; name: string }> {
  const body = new FormData();
  body.append('file', file);
  body.append('name', file.name);
  return apiRequest<{ file: string; name: string }>('mentor/articles/upload_file', {
    method: 'POST',
    multipart: body,
  });
}

// ---------- moderation (moderators and admins) ----------

/** GET admin/articles: articles waiting for a decision, oldest first. */
export function useModerationQueue() {
  return useQuery({
    queryKey: articleKeys.queue,
    queryFn: ({ signal }) => apiPage<ArticleCard>('admin/articles', { query: { limit: 50 }, signal }),
  });
}

/** GET admin/article/{id}: the version waiting (or the latest) as it will appear, with its history. */
export function useModeratedArticle(id: number, token?: string) {
  return useQuery({
    queryKey: articleKeys.moderated(id),
    queryFn: ({ signal }) =>
      apiRequest<ModeratedArticle>(`admin/article/${id}`, {
        query: token ? { token } : undefined,
        auth: !token,
        signal,
      }),
    enabled: validId(id),
    retry: false,
  });
}

/** POST admin/articles/{id}/publish, or /ban with the reason the author receives. */
export function useModerate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: { id: number; decision: 'publish' | 'ban'; reason?: string }) =>
      apiRequest<ModeratedArticle>(`admin/articles/${id}/${decision}`, {
        method: 'POST',
        json: decision === 'ban' ? { reason } : {},
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: articleKeys.all }),
  });
}
