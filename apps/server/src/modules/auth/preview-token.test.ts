import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne, sql } from 'drizzle-orm';
import { articles, previewTokens, users as usersTable } from '../../db/schema';
import { call, signIn, useTestApp } from '../../test/app';
import { usersRepository } from '../users/users.repository';

/**
 * Tokens in URLs (issue 26): only the preview reads take `?token=`, and only a preview token (15
 * minutes, read-only, for one resource), never the 30-day session token.
 */
const t = useTestApp();
const tokens = {} as Record<'admin' | 'moderator' | 'member', string>;
const ids = {} as Record<'member' | 'otherMember' | 'article' | 'otherArticle', number>;

const get = (url: string, token?: string) => call(t.app, { method: 'GET', url, token });
const mint = (url: string, token: string) => call(t.app, { method: 'POST', url, token });

beforeAll(async () => {
  tokens.admin = await signIn(t.app, 'admin@example.com');
  tokens.moderator = await signIn(t.app, 'moderator@example.com');
  tokens.member = await signIn(t.app, 'mentee@example.com');
  const users = usersRepository(t.app.db);
  ids.member = (await users.findByEmail('mentee@example.com'))!.id;
  ids.otherMember = (await users.findByEmail('zara.hussain@example.com'))!.id;
  const published = await t.app.db
    .select({ id: articles.id })
    .from(articles)
    .where(eq(articles.status, 'published'))
    .limit(2);
  ids.article = published[0]!.id;
  ids.otherArticle = published[1]!.id;
});

describe('a session token in the query', () => {
  it('is refused on every route, however its name is spelt', async () => {
    const routes = t.app.declaredRoutes.filter(
      (r) => r.access !== 'public' && ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method),
    );
    expect(routes.length).toBeGreaterThan(50);
    const answers: string[] = [];
    for (const r of routes) {
      const path = r.url.replace(/:[a-zA-Z_]+/g, String(ids.member));
      for (const name of ['token', '%74oken'])
        for (const token of [tokens.admin, tokens.member]) {
          const res = await call(t.app, {
            method: r.method as 'GET',
            url: `/api${path.replace(/^\/api/, '')}?${name}=${token}`,
          });
          if (res.status !== 401) answers.push(`${r.method} ${r.url} ?${name}= ${res.status}`);
        }
    }
    expect(answers).toEqual([]);
  });

  it('the admin preview reads still open with the session in the header', async () => {
    expect((await get(`/api/admin/article/${ids.article}`, tokens.moderator)).status).toBe(200);
    expect((await get(`/api/admin/mentee/${ids.member}/survey`, tokens.admin)).status).toBe(200);
  });
});

describe('a preview token', () => {
  it('opens its article, only with GET, and no other article or route', async () => {
    const res = await mint(`/api/admin/article/${ids.article}/preview-token`, tokens.moderator);
    expect(res.status).toBe(200);
    const { token, expires_at } = res.body.data as { token: string; expires_at: string };
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const life = new Date(expires_at).getTime() - Date.now();
    expect(life).toBeGreaterThan(14 * 60_000);
    expect(life).toBeLessThanOrEqual(15 * 60_000);

    const preview = await get(`/api/admin/article/${ids.article}?token=${token}`);
    expect(preview.status).toBe(200);
    expect(preview.body.data.id).toBe(ids.article);
    expect((await get(`/api/admin/article/${ids.article}?%74oken=${token}`)).status).toBe(200);
    expect((await get(`/api/admin/article/${ids.otherArticle}?token=${token}`)).status).toBe(401);
    // Read-only: no decision, no other read, not as a bearer either.
    for (const action of ['publish', 'ban'])
      expect(
        (
          await call(t.app, {
            method: 'POST',
            url: `/api/admin/articles/${ids.article}/${action}?token=${token}`,
          })
        ).status,
      ).toBe(401);
    expect((await get(`/api/admin/articles?token=${token}`)).status).toBe(401);
    expect((await get(`/api/user/profile`, token)).status).toBe(401);
    expect((await get(`/api/admin/article/${ids.article}`, token)).status).toBe(401);
    // An article token does not open a Member whose id happens to match.
    expect((await get(`/api/admin/mentee/${ids.article}/survey?token=${token}`)).status).toBe(401);
  });

  it("opens its Member's questionnaire and name, no other Member's", async () => {
    const res = await mint(`/api/admin/mentee/${ids.member}/survey/preview-token`, tokens.admin);
    expect(res.status).toBe(200);
    const token = res.body.data.token as string;
    expect((await get(`/api/admin/mentee/${ids.member}/survey?token=${token}`)).status).toBe(200);
    expect((await get(`/api/admin/users/${ids.member}?token=${token}`)).status).toBe(200);
    expect((await get(`/api/admin/mentee/${ids.otherMember}/survey?token=${token}`)).status).toBe(401);
    expect((await get(`/api/admin/users/${ids.otherMember}?token=${token}`)).status).toBe(401);
    expect(
      (await call(t.app, { method: 'POST', url: `/api/admin/users/${ids.member}/reactivate?token=${token}` }))
        .status,
    ).toBe(401);
    expect((await get(`/api/admin/article/${ids.member}?token=${token}`)).status).toBe(401);
  });

  it('expires after its 15 minutes, and is stored only as a hash', async () => {
    const token = (await mint(`/api/admin/article/${ids.article}/preview-token`, tokens.admin)).body.data
      .token as string;
    const stored = await t.app.db.select().from(previewTokens);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect((await get(`/api/admin/article/${ids.article}?token=${token}`)).status).toBe(200);
    await t.app.db.update(previewTokens).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await get(`/api/admin/article/${ids.article}?token=${token}`)).status).toBe(401);
  });

  it('stops working when its maker may no longer read it', async () => {
    const token = (await mint(`/api/admin/mentee/${ids.member}/survey/preview-token`, tokens.admin)).body.data
      .token as string;
    const adminId = (await usersRepository(t.app.db).findByEmail('admin@example.com'))!.id;
    await t.app.db.update(usersTable).set({ type: 'moderator' }).where(eq(usersTable.id, adminId));
    try {
      expect((await get(`/api/admin/mentee/${ids.member}/survey?token=${token}`)).status).toBe(403);
    } finally {
      await t.app.db.update(usersTable).set({ type: 'admin' }).where(eq(usersTable.id, adminId));
    }
    expect((await get(`/api/admin/mentee/${ids.member}/survey?token=${token}`)).status).toBe(200);
  });

  it('is made only for something the caller may read', async () => {
    expect((await mint(`/api/admin/article/${ids.article}/preview-token`, tokens.member)).status).toBe(403);
    expect((await mint(`/api/admin/mentee/${ids.member}/survey/preview-token`, tokens.member)).status).toBe(
      403,
    );
    expect((await mint(`/api/admin/article/2147483647/preview-token`, tokens.admin)).status).toBe(404);
    expect((await mint(`/api/admin/mentee/2147483647/survey/preview-token`, tokens.admin)).status).toBe(404);
    // A never-sent draft has no preview (issue 26.7a).
    const [draft] = await t.app.db
      .select({ id: articles.id })
      .from(articles)
      .where(
        and(
          eq(articles.status, 'published'),
          ne(articles.id, ids.article),
          ne(articles.id, ids.otherArticle),
        ),
      )
      .limit(1);
    await t.app.db
      .update(articles)
      .set({ status: 'saved', liveVersionId: null })
      .where(eq(articles.id, draft!.id));
    expect((await mint(`/api/admin/article/${draft!.id}/preview-token`, tokens.moderator)).status).toBe(404);
  });
});
