import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Article, ArticleCard, ArticleCategory, DocNode, Visibility } from '@keh/contracts';
import { call, signIn, useTestApp } from '../../test/app';
import { demoArticles, type DemoArticle } from './demo-articles-content';

const t = useTestApp();

type Who = 'guest' | 'member' | 'assigned' | 'captain' | 'author' | 'moderator';
const EMAILS = {
  member: 'liam.carter@example.com',
  assigned: 'mentee@example.com',
  captain: 'lee.harding@example.com',
  author: 'mentor@example.com',
  moderator: 'moderator@example.com',
} as const;
const tokens = {} as Record<Exclude<Who, 'guest'>, string>;

/** Which published demo articles a reader may see (docs/product/permissions.md), from the content itself. */
const SEES: Record<Who, (a: DemoArticle) => boolean> = {
  guest: (a) => a.visibility === '1',
  member: (a) => a.visibility === '1' || a.visibility === '2',
  assigned: (a) =>
    a.visibility === '1' || a.visibility === '2' || !!a.assignedMembers?.includes(EMAILS.assigned),
  captain: (a) => (['1', '2', '3'] as Visibility[]).includes(a.visibility),
  author: (a) => a.author === EMAILS.author || (['1', '2', '3'] as Visibility[]).includes(a.visibility),
  moderator: () => true,
};

const published = demoArticles.filter((a) => a.status === undefined);
const withStatus = (status: DemoArticle['status']) => demoArticles.filter((a) => a.status === status);
const edited = demoArticles.find((a) => a.pendingEdit)!;

async function cards(url: string, who: Who = 'guest') {
  const res = await call(t.app, { method: 'GET', url, token: who === 'guest' ? undefined : tokens[who] });
  expect(res.status, `${url} as ${who}`).toBe(200);
  return res.body.data as ArticleCard[];
}
const titles = (list: { title: string }[]) => list.map((a) => a.title).sort();
async function read(id: number, who: Who) {
  const token = who === 'guest' ? undefined : tokens[who];
  const res = await call(t.app, { method: 'GET', url: `/api/articles/${id}`, token });
  expect(res.status, `article ${id} as ${who}`).toBe(200);
  return res.body.data as Article;
}

beforeAll(async () => {
  for (const [who, email] of Object.entries(EMAILS) as [keyof typeof EMAILS, string][])
    tokens[who] = await signIn(t.app, email);
});

describe('the demo knowledge base', () => {
  it('fills every category with published articles, each shown to exactly the readers it is for', async () => {
    const categories = (await call(t.app, { method: 'GET', url: '/api/articles/categories' })).body
      .data as ArticleCategory[];
    expect(categories).toHaveLength(8);
    for (const category of categories) {
      const guestCards = await cards(`/api/articles?category=${category.id}&limit=50`);
      expect(guestCards.length, category.name).toBeGreaterThanOrEqual(2);
      expect(guestCards.every((c) => c.category.id === category.id && c.visibility === '1')).toBe(true);
      for (const who of Object.keys(SEES) as Who[]) {
        const expected = published.filter((a) => a.category === category.name && SEES[who](a));
        const seen = await cards(`/api/articles?category=${category.id}&limit=50`, who);
        expect(titles(seen), `${category.name} as ${who}`).toEqual(titles(expected));
      }
      if (category.sub_categories.length) {
        const all = await cards(`/api/articles?category=${category.id}&limit=50`, 'moderator');
        expect(
          all.some((c) => c.sub_category !== null),
          category.name,
        ).toBe(true);
      }
    }
    // The private one is the demo pair's: assigned to mentee@ by mentor@ (who mentors her).
    const privateOnes = published.filter((a) => a.visibility === '0');
    expect(privateOnes.map((a) => [a.author, a.assignedMembers])).toEqual([
      [EMAILS.author, [EMAILS.assigned]],
    ]);
  });

  it('keeps the draft, the pending and the banned article out, and shows the live version of an edit', async () => {
    const all = await cards('/api/articles?limit=50', 'moderator');
    expect(titles(all)).toEqual(titles(published));
    for (const a of [...withStatus('saved'), ...withStatus('pending'), ...withStatus('banned')])
      expect(titles(all), a.title).not.toContain(a.title);
    expect(titles(all)).toContain(edited.title);
    expect(titles(all)).not.toContain(edited.pendingEdit!.title);

    // My Articles shows the author every state, the ban with its reason.
    const mine = await cards('/api/mentor/articles?limit=50', 'author');
    const statusOf = (title: string) => mine.find((c) => c.title === title)?.status;
    expect(withStatus('saved').map((a) => statusOf(a.title))).toEqual(['saved']);
    expect(withStatus('pending').map((a) => statusOf(a.title))).toEqual(['pending']);
    expect(statusOf(edited.pendingEdit!.title)).toBe('pending');
    const banned = withStatus('banned')[0]!;
    const bannedCard = mine.find((c) => c.title === banned.title)!;
    expect(bannedCard.status).toBe('banned');
    const own = await call(t.app, {
      method: 'GET',
      url: `/api/mentor/articles/${bannedCard.id}`,
      token: tokens.author,
    });
    expect(own.body.data.ban_reason).toBe(banned.banReason);
  });

  it('puts the pending article and the pending edit in the moderation queue, oldest first', async () => {
    const queue = await cards('/api/admin/articles', 'moderator');
    expect(queue.map((c) => c.title)).toEqual([withStatus('pending')[0]!.title, edited.pendingEdit!.title]);
    expect(queue.map((c) => c.has_live_version)).toEqual([false, true]);
  });

  it("lets a guest find a public article by a word of its body, and not a members' one", async () => {
    const isPublic = published.find((a) => a.body.includes('artificer'))!;
    expect(isPublic.visibility).toBe('1');
    expect(isPublic.title).not.toMatch(/artificer/i);
    expect(titles(await cards('/api/articles/search?query=artificer'))).toEqual([isPublic.title]);
    const membersOnly = published.find((a) => a.body.includes('oppo'))!;
    expect(membersOnly.visibility).toBe('2');
    expect(await cards('/api/articles/search?query=oppo')).toEqual([]);
    expect(titles(await cards('/api/articles/search?query=oppo', 'member'))).toEqual([membersOnly.title]);
  });

  it('serves the covers: one set per article, JPEG 1600×900 and 800×500', async () => {
    const all = await cards('/api/articles?limit=50', 'moderator');
    const sizes = new Map<string, string>();
    for (const c of all) {
      const full = await read(c.id, 'moderator');
      expect(full.bg_image).toBe(c.preview_big_image);
      sizes.set(c.preview_big_image!, '1600x900');
      sizes.set(c.preview_small_image!, '800x500');
    }
    // Issue 28: every card of the knowledge base has a picture of its own (by content, not by name).
    const pictures = new Set<string>();
    for (const c of all) {
      const res = await t.app.inject({ method: 'GET', url: c.preview_small_image! });
      pictures.add(createHash('sha256').update(res.rawPayload).digest('hex'));
    }
    expect(pictures.size).toBe(all.length);
    for (const [url, size] of sizes) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(res.rawPayload).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(size);
    }
  });

  it('keeps every body whole through the allow-list: links, headings, lists, quotes, videos, figures', async () => {
    const all = await cards('/api/articles?limit=50', 'moderator');
    const count = (text: string, line: RegExp) => text.split('\n').filter((l) => line.test(l.trim())).length;
    for (const a of published) {
      const nodes: DocNode[] = [];
      const visit = (n: DocNode) => (nodes.push(n), n.content?.forEach(visit));
      (await read(all.find((c) => c.title === a.title)!.id, 'moderator')).body.content.forEach(visit);
      const of = (type: string) => nodes.filter((n) => n.type === type);
      const links = nodes.flatMap((n) => n.marks ?? []).filter((m) => m.type === 'link');
      expect(links.length, a.title).toBe(a.body.split('](').length - 1);
      expect(of('heading').length, a.title).toBe(count(a.body, /^#{2,4} /));
      expect(of('listItem').length, a.title).toBe(count(a.body, /^(-|\d+\.) /));
      expect(of('blockquote').flatMap((q) => q.content ?? []).length, a.title).toBe(count(a.body, /^> /));
      expect(of('video').length, a.title).toBe(count(a.body, /^@video /));
      for (const video of of('video'))
        expect(video.attrs?.src).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}$/);
      expect(of('image').length, a.title).toBe(count(a.body, /^@image /));
      for (const image of of('image'))
        expect((await t.app.inject({ method: 'GET', url: image.attrs!.src as string })).statusCode).toBe(200);
    }
    expect(published.filter((a) => a.body.includes('@video')).length).toBeGreaterThanOrEqual(1);
  });

  it('dates the articles over the last four months and gives them varied likes and dislikes', async () => {
    const all = await cards('/api/articles?limit=50', 'moderator');
    const days = all.map((c) => (Date.now() - Date.parse(c.published_at!)) / 86_400_000);
    expect(Math.min(...days)).toBeGreaterThan(0);
    expect(Math.max(...days)).toBeLessThan(121);
    expect(Math.max(...days) - Math.min(...days)).toBeGreaterThan(90);
    expect(all.every((c) => c.likes > 0)).toBe(true);
    expect(new Set(all.map((c) => c.likes)).size).toBeGreaterThanOrEqual(5);
    expect(all.filter((c) => c.dislikes > 0).length).toBeGreaterThanOrEqual(3);
  });
});
