import { expect, type APIRequestContext } from '@playwright/test';
import { TINY_PNG } from './app';
import { api } from './profile';
import { demoAdminToken } from './staff';

export interface ArticleFields {
  title: string;
  text: string;
  visibility?: '0' | '1' | '2' | '3';
  tags?: string;
  category_id?: string;
  draft?: '0' | '1';
}

/** A captain's article made through the API (multipart, as the editor sends it); answers its id. */
export async function writeArticle(request: APIRequestContext, token: string, f: ArticleFields) {
  const image = { name: 'cover.png', mimeType: 'image/png', buffer: TINY_PNG };
  const res = await request.post('/api/mentor/articles', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      title: f.title,
      body: JSON.stringify({
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: f.text }] }],
      }),
      category_id: f.category_id ?? '1',
      tags: f.tags ?? 'e2e, guide',
      visibility: f.visibility ?? '1',
      draft: f.draft ?? '0',
      preview_big_image: image,
      bg_image: image,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

/** The demo admin (signed in once by the setup project) publishes an article waiting for a decision. */
export async function publishAsStaff(request: APIRequestContext, id: number) {
  await api(request, demoAdminToken(), 'POST', `admin/articles/${id}/publish`, {});
}

/** A word no other article holds, so a search finds exactly one. */
export const uniqueWord = (stem: string) =>
  `${stem}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
