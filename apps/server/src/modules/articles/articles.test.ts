import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  HIGHLIGHT_END,
  HIGHLIGHT_START,
  MSG,
  SHORT_DESCRIPTION_FALLBACK,
  UNSUPPORTED_IMAGE,
  VISIBILITY_VALUES,
  type Article,
  type ArticleCard,
  type Visibility,
} from '@keh/contracts';
import { call, lastMail, signIn, useTestApp } from '../../test/app';
import { pdf, png, toForm } from '../../test/fixtures';
import { makeDoc, makeDocx } from '../../test/document-makers';
import { usersRepository } from '../users/users.repository';
import { articlesRepository } from './articles.repository';
import { canReadArticle, readableArticleSql } from '../../policies/articles';
import type { Viewer as Reader } from '../../policies/viewer';
import { articles as articlesTable, articleVersions } from '../../db/schema';
import { and, eq, sql } from 'drizzle-orm';

const t = useTestApp();

type Who = 'guest' | 'member' | 'assigned' | 'captain' | 'author' | 'moderator' | 'admin';
const tokens = {} as Record<Exclude<Who, 'guest'>, string>;
const ids = {} as Record<Exclude<Who, 'guest'>, number>;

const doc = (...paragraphs: string[]) =>
  JSON.stringify({
    type: 'doc',
    content: paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
  });

const jpeg = () =>
  sharp({ create: { width: 80, height: 60, channels: 3, background: { r: 120, g: 90, b: 40 } } })
    .jpeg()
    .toBuffer();

/** A multipart save as the editor sends it; photo and background are new files unless left out. */
async function save(
  token: string,
  fields: Record<string, string>,
  opts: { id?: number; images?: boolean } = {},
) {
  const files: Record<string, { data: Buffer; name: string; type: string }> =
    opts.images === false
      ? {}
      : {
          preview_big_image: { data: await jpeg(), name: 'photo.jpg', type: 'image/jpeg' },
          bg_image: { data: await png(120, 40), name: 'bg.png', type: 'image/png' },
        };
  const form = await toForm(
    {
      title: 'Cash flow for new founders',
      body: doc('Plan twelve weeks ahead.'),
      category_id: '1',
      tags: 'cash, planning',
      draft: '1',
      visibility: '1',
      ...fields,
    },
    files,
  );
  return call(t.app, {
    method: 'POST',
    url: opts.id ? `/api/mentor/articles/${opts.id}` : '/api/mentor/articles',
    token,
    payload: form as never,
  });
}

const read = (id: number, token?: string) =>
  call(t.app, { method: 'GET', url: `/api/articles/${id}`, token });
const moderate = (id: number, decision: 'publish' | 'ban', token = tokens.moderator, reason?: string) =>
  call(t.app, {
    method: 'POST',
    url: `/api/admin/articles/${id}/${decision}`,
    token,
    payload: reason ? { reason } : {},
  });

/** Writes, sends and publishes an article; answers its id. */
async function published(fields: Record<string, string> = {}, token = tokens.author) {
  const res = await save(token, { draft: '0', ...fields });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect((await moderate(res.body.data.id, 'publish')).status).toBe(200);
  return res.body.data.id as number;
}

const idOf = async (email: string) => (await usersRepository(t.app.db).findByEmail(email))!.id;

beforeAll(async () => {
  // The demo pair: mentor@ (the author) mentors mentee@ (the assigned Member).
  const emails = {
    author: 'mentor@example.com',
    assigned: 'mentee@example.com',
    member: 'liam.carter@example.com',
    captain: 'lee.harding@example.com',
    moderator: 'moderator@example.com',
    admin: 'admin@example.com',
  } as const;
  for (const [who, email] of Object.entries(emails) as [keyof typeof emails, string][]) {
    tokens[who] = await signIn(t.app, email);
    ids[who] = await idOf(email);
  }
});

describe('POST mentor/articles: the save payload', () => {
  it('saves a draft with the short description, tags and visibility derived on the server', async () => {
    const res = await save(tokens.author, {
      body: JSON.stringify({
        type: 'doc',
        content: [
          { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Why it matters' }] },
          { type: 'paragraph', content: [{ type: 'text', text: 'Cash is   oxygen for a start-up.' }] },
        ],
      }),
      tags: ' cash ,planning,, Cash ,forecast ',
      visibility: '',
      public: '0',
      all_members: '1',
      short_description: 'ignored: the server derives it',
    });
    expect(res.status).toBe(200);
    const a = res.body.data as Article;
    expect(a).toMatchObject({
      status: 'saved',
      draft: true,
      short_description: 'Cash is oxygen for a start-up.',
      tags: ['cash', 'planning', 'forecast'],
      visibility: '2',
      all_members: true,
      public: false,
      has_live_version: false,
      owner: { id: ids.author, first_name: 'James', is_deleted: false },
    });
    expect(a.preview_big_image).toMatch(/^\/uploads\/images\/[a-f0-9]{32}\.jpg$/);
    expect(a.bg_image).toMatch(/^\/uploads\/images\/[a-f0-9]{32}\.png$/);
    // The stored photo is a real, re-encoded image.
    const img = await t.app.inject({ method: 'GET', url: a.preview_big_image! });
    expect(img.statusCode).toBe(200);
    expect((await sharp(img.rawPayload).metadata()).format).toBe('jpeg');
  });

  it("says 'read more in article' when the body has no text paragraph", async () => {
    const res = await save(tokens.author, { body: JSON.stringify({ type: 'doc', content: [] }) });
    expect(res.body.data.short_description).toBe(SHORT_DESCRIPTION_FALLBACK);
  });

  it('answers each rule with its message, before any image is decoded', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ title: '' }, 'title', MSG.required],
      [{ title: 'x'.repeat(81) }, 'title', MSG.articleTitleTooLong],
      [{ category_id: '' }, 'category_id', MSG.articleCategoryRequired],
      [{ category_id: '9999' }, 'category_id', MSG.articleCategoryRequired],
      [{ category_id: '1', sub_category_id: '12' }, 'sub_category_id', MSG.articleSubCategoryInvalid],
      [{ tags: ' , ' }, 'tags', MSG.articleTagsRequired],
      [{ tags: Array.from({ length: 11 }, (_, i) => `t${i}`).join(',') }, 'tags', MSG.articleTagsTooMany],
      [{ body: '{not json' }, 'body', MSG.articleBodyInvalid],
      [{ visibility: '7' }, 'visibility', MSG.articleVisibilityInvalid],
      [{ visibility: '0', draft: '0' }, 'assigned_mentees', MSG.articleMembersRequired],
      [{ visibility: '0', assigned_mentees: '999999' }, 'assigned_mentees', MSG.articleMembersNotYours],
    ];
    for (const [fields, field, message] of cases) {
      const res = await save(tokens.author, fields);
      expect(res.status, JSON.stringify(fields)).toBe(422);
      expect(res.body.errors[field], JSON.stringify(fields)).toEqual([message]);
    }
  });

  it('needs a photo and a background for a new article, and keeps the stored ones on update', async () => {
    const none = await save(tokens.author, {}, { images: false });
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual({
      preview_big_image: [MSG.articlePhotoRequired],
      bg_image: [MSG.articleBackgroundRequired],
    });
    const made = (await save(tokens.author, {})).body.data as Article;
    const updated = await save(tokens.author, { title: 'Renamed' }, { id: made.id, images: false });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      title: 'Renamed',
      bg_image: made.bg_image,
      preview_big_image: made.preview_big_image,
    });
  });

  it('takes images only as uploaded files, checked by content', async () => {
    const form = await toForm(
      { title: 'A', body: doc('x'), category_id: '1', tags: 'a', preview_big_image: '/etc/passwd' },
      { bg_image: { data: Buffer.from('GIF89a not really'), name: 'bg.png', type: 'image/png' } },
    );
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/mentor/articles',
      token: tokens.author,
      payload: form as never,
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.preview_big_image).toEqual([MSG.required]);
  });

  it('is for Business Captains only, and a captain edits only their own', async () => {
    expect((await save(tokens.assigned, {})).status).toBe(403);
    const mine = (await save(tokens.author, {})).body.data as Article;
    expect((await save(tokens.captain, {}, { id: mine.id })).status).toBe(404);
    expect(
      (await call(t.app, { method: 'GET', url: `/api/mentor/articles/${mine.id}`, token: tokens.captain }))
        .status,
    ).toBe(404);
  });
});

describe('the body allow-list', () => {
  it('keeps what TipTap makes and neutralises scripts, handlers, javascript: links and unknown nodes', async () => {
    const body = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          attrs: { onclick: 'alert(1)' },
          content: [{ type: 'text', text: 'Hello', marks: [{ type: 'bold' }] }],
        },
        { type: 'script', content: [{ type: 'text', text: 'alert(2)' }] },
        { type: 'iframe', attrs: { src: 'https://evil.example.com' } },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'bad link',
              marks: [{ type: 'link', attrs: { href: 'javascript:alert(3)', onmouseover: 'x' } }],
            },
            {
              type: 'text',
              text: 'good link',
              marks: [{ type: 'link', attrs: { href: 'https://www.gov.uk/', target: '_self' } }],
            },
          ],
        },
        { type: 'image', attrs: { src: 'https://tracker.example.com/pixel.gif' } },
        {
          type: 'image',
          attrs: {
            src: '/uploads/images/0123456789abcdef0123456789abcdef.png',
            size: 'medium',
            onerror: 'x',
          },
        },
        { type: 'video', attrs: { src: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } },
        { type: 'video', attrs: { src: 'https://evil.example.com/embed' } },
        { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Top' }] },
      ],
    };
    const res = await save(tokens.author, { body: JSON.stringify(body) });
    expect(res.status).toBe(200);
    expect((res.body.data as Article).body).toEqual({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'Hello', marks: [{ type: 'bold' }] }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'alert(2)' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'bad link' },
            {
              type: 'text',
              text: 'good link',
              marks: [{ type: 'link', attrs: { href: 'https://www.gov.uk/' } }],
            },
          ],
        },
        {
          type: 'image',
          attrs: {
            src: '/uploads/images/0123456789abcdef0123456789abcdef.png',
            alt: null,
            title: null,
            size: 'medium',
          },
        },
        {
          type: 'video',
          attrs: { src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', size: 'small' },
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Top' }] },
      ],
    });
  });
});

describe('moderation', () => {
  it('sends a published article to pending, a moderator publishes it, the author is told', async () => {
    const sent = (await save(tokens.author, { draft: '0', title: 'Winning your first tender' })).body
      .data as Article;
    expect(sent.status).toBe('pending');
    expect((await read(sent.id)).status).toBe(404); // not in the knowledge base yet
    const queue = await call(t.app, { method: 'GET', url: '/api/admin/articles', token: tokens.moderator });
    expect((queue.body.data as ArticleCard[]).map((a) => a.id)).toContain(sent.id);
    const done = await moderate(sent.id, 'publish');
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({
      status: 'published',
      decisions: [{ decision: 'published', moderator: { id: ids.moderator } }],
    });
    expect((await read(sent.id)).body.data).toMatchObject({
      title: 'Winning your first tender',
      status: 'published',
    });
    const mail = await lastMail(t.app, 'mentor@example.com');
    expect(mail?.subject).toBe('Your article is published: Winning your first tender');
    expect(mail?.text).toContain(`/post/${sent.id}`);
    // Decided once: a second decision finds nothing waiting.
    expect((await moderate(sent.id, 'publish', tokens.admin)).body.message).toBe(MSG.articleNotPending);
  });

  it('keeps the published version readable while an edit waits, and shows the edit once published', async () => {
    const id = await published({ title: 'Version one', body: doc('First words.') });
    const edited = await save(
      tokens.author,
      { title: 'Version two', body: doc('Second words.'), draft: '0' },
      { id, images: false },
    );
    expect(edited.body.data).toMatchObject({
      status: 'pending',
      title: 'Version two',
      has_live_version: true,
    });
    expect((await read(id)).body.data.title).toBe('Version one');
    expect(
      (await call(t.app, { method: 'GET', url: `/api/admin/article/${id}`, token: tokens.moderator })).body
        .data.title,
    ).toBe('Version two');
    await moderate(id, 'publish');
    expect((await read(id)).body.data.title).toBe('Version two');
    // The old version is gone: one version per article once published.
    const versions = await t.app.db.select().from(articleVersions).where(eq(articleVersions.articleId, id));
    expect(versions).toHaveLength(1);
  });

  it('shows readers the published version as published while an edit waits; the author sees pending', async () => {
    const id = await published({
      title: 'Wombat basics',
      body: doc('Published wombat words.'),
      tags: 'wombat',
    });
    await save(
      tokens.author,
      { title: 'Wombat rewrite', body: doc('Waiting wombat words.'), tags: 'wombat', draft: '0' },
      { id, images: false },
    );
    const cardOf = (cards: ArticleCard[]) => cards.find((a) => a.id === id);
    for (const token of [undefined, tokens.member, tokens.captain]) {
      const get = async (url: string) => (await call(t.app, { method: 'GET', url, token })).body;
      const who = token ?? 'guest';
      // The knowledge base's list (and so More From Knowledge Base), search, a tag, the article.
      for (const url of [
        '/api/articles?limit=50',
        '/api/articles/search?query=wombat',
        '/api/articles/search?tag=wombat',
      ])
        expect(cardOf((await get(url)).data), `${who} ${url}`).toMatchObject({
          status: 'published',
          title: 'Wombat basics',
        });
      const article = (await get(`/api/articles/${id}`)).data as Article;
      expect(article, who).toMatchObject({ status: 'published', title: 'Wombat basics', draft: false });
      expect(JSON.stringify(article.body)).toContain('Published wombat words.');
    }
    // The author's own My Articles keeps the working status and the waiting edit.
    const mine = await call(t.app, {
      method: 'GET',
      url: '/api/mentor/articles?query=wombat',
      token: tokens.author,
    });
    expect(cardOf(mine.body.data)).toMatchObject({ status: 'pending', title: 'Wombat rewrite' });
    const own = await call(t.app, { method: 'GET', url: `/api/mentor/articles/${id}`, token: tokens.author });
    expect(own.body.data).toMatchObject({ status: 'pending', title: 'Wombat rewrite' });
  });

  it('bans with a reason the author receives; a refused edit leaves the published version up', async () => {
    const id = await published({ title: 'Steady article' });
    await save(tokens.author, { title: 'Rushed edit', draft: '0' }, { id, images: false });
    expect((await moderate(id, 'ban', tokens.moderator, '')).body.errors.reason).toEqual([
      MSG.banReasonRequired,
    ]);
    const banned = await moderate(id, 'ban', tokens.moderator, 'Please cite your sources.');
    expect(banned.body.data).toMatchObject({
      status: 'banned',
      ban_reason: 'Please cite your sources.',
      has_live_version: true,
    });
    expect((await read(id)).body.data.title).toBe('Steady article');
    const mail = await lastMail(t.app, 'mentor@example.com');
    expect(mail?.subject).toBe('Your article needs changes: Rushed edit');
    expect(mail?.text).toContain('Please cite your sources.');
    // Banning a published article takes it out of the knowledge base.
    const other = await published({ title: 'Off-topic piece' });
    await moderate(other, 'ban', tokens.admin, 'Not about business.');
    expect((await read(other)).status).toBe(404);
    expect(
      (await call(t.app, { method: 'GET', url: `/api/mentor/articles/${other}`, token: tokens.author })).body
        .data.ban_reason,
    ).toBe('Not about business.');
  });

  it('does not mail an author who turned system notifications off', async () => {
    await usersRepository(t.app.db).update(ids.author, { systemNotifications: false });
    try {
      const before = await lastMail(t.app, 'mentor@example.com');
      await published({ title: 'Quiet publication' });
      expect((await lastMail(t.app, 'mentor@example.com'))?.subject).toBe(before?.subject);
    } finally {
      await usersRepository(t.app.db).update(ids.author, { systemNotifications: true });
    }
  });

  it('is for moderators and admins; the preview takes the token in the query', async () => {
    const id = (await save(tokens.author, { draft: '0' })).body.data.id as number;
    expect(
      (await call(t.app, { method: 'GET', url: '/api/admin/articles', token: tokens.captain })).status,
    ).toBe(403);
    expect((await call(t.app, { method: 'GET', url: '/api/admin/articles' })).status).toBe(401);
    expect((await moderate(id, 'publish', tokens.author)).status).toBe(403);
    const made = await call(t.app, {
      method: 'POST',
      url: `/api/admin/article/${id}/preview-token`,
      token: tokens.admin,
    });
    const preview = await call(t.app, {
      method: 'GET',
      url: `/api/admin/article/${id}?token=${made.body.data.token}`,
    });
    expect(preview.status).toBe(200);
    expect(preview.body.data.status).toBe('pending');
    // Never the session token (issue 26).
    expect(
      (await call(t.app, { method: 'GET', url: `/api/admin/article/${id}?token=${tokens.admin}` })).status,
    ).toBe(401);
  });

  it("shows staff what was sent or decided, never an author's unsent draft (issue 26)", async () => {
    const staffRead = (id: number) =>
      call(t.app, { method: 'GET', url: `/api/admin/article/${id}`, token: tokens.moderator });
    const draft = (await save(tokens.author, { draft: '1', title: 'Unsent thoughts' })).body.data
      .id as number;
    expect((await staffRead(draft)).status).toBe(404);
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: `/api/admin/article/${draft}/preview-token`,
          token: tokens.admin,
        })
      ).status,
    ).toBe(404);
    // Sent, it opens; published and then edited as a draft, staff see the published version.
    const id = await published({ title: 'Sent and decided' });
    const edited = await save(tokens.author, { draft: '1', title: 'Half-made edit' }, { id, images: false });
    expect(edited.status).toBe(200);
    const seen = await staffRead(id);
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({ title: 'Sent and decided', status: 'published' });
  });
});

describe('who reads what (docs/product/permissions.md)', () => {
  const WHO: Who[] = ['guest', 'member', 'assigned', 'captain', 'author', 'moderator', 'admin'];
  const EXPECTED: Record<Visibility, Who[]> = {
    '1': WHO,
    '2': ['member', 'assigned', 'captain', 'author', 'moderator', 'admin'],
    '3': ['captain', 'author', 'moderator', 'admin'],
    '0': ['assigned', 'author', 'moderator', 'admin'],
  };
  const word = (v: Visibility) => `zebracorn${v}`;
  const made = {} as Record<Visibility, number>;

  beforeAll(async () => {
    for (const v of VISIBILITY_VALUES)
      made[v] = await published({
        title: `Visibility ${v}`,
        body: doc(`A body with the word ${word(v)} in it.`),
        visibility: v,
        tags: `matrix${v}`,
        ...(v === '0' && { assigned_mentees: String(ids.assigned) }),
      });
  });

  it.each(VISIBILITY_VALUES)('visibility %s: read, list and search agree', async (v) => {
    for (const who of WHO) {
      const token = who === 'guest' ? undefined : tokens[who];
      const may = EXPECTED[v].includes(who);
      // A guest is asked to sign in for what every member reads (issue 28); the rest is 404.
      const refused = who === 'guest' && (v === '2' || v === '3') ? 401 : 404;
      expect((await read(made[v], token)).status, `${who} reads`).toBe(may ? 200 : refused);
      const listed = await call(t.app, { method: 'GET', url: `/api/articles?tag=matrix${v}`, token });
      expect(
        (listed.body.data as ArticleCard[]).map((a) => a.id),
        `${who} lists`,
      ).toEqual(may ? [made[v]] : []);
      const found = await call(t.app, { method: 'GET', url: `/api/articles/search?query=${word(v)}`, token });
      expect(
        (found.body.data as ArticleCard[]).map((a) => a.id),
        `${who} searches`,
      ).toEqual(may ? [made[v]] : []);
      expect(found.body.meta.total).toBe(may ? 1 : 0);
    }
  });

  it('tells a guest an article is members-only without its title; a private or missing one is not found', async () => {
    const membersOnly = await read(made['2'], undefined);
    expect(membersOnly.body).toEqual({ message: MSG.articleMembersOnly, members_only: true });
    const missing = await read(999_999, undefined);
    expect(missing.status).toBe(404);
    const hidden = await read(made['0'], undefined);
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual(missing.body);
    // A signed-in reader who may not read it is never told it exists.
    expect((await read(made['3'], tokens.member)).body).toEqual(missing.body);
  });

  it('shows the assigned Members only to the author and staff', async () => {
    expect(
      (await read(made['0'], tokens.author)).body.data.assigned_mentees.map((m: { id: number }) => m.id),
    ).toEqual([ids.assigned]);
    expect((await read(made['0'], tokens.assigned)).body.data.assigned_mentees).toEqual([]);
  });

  it('canReadArticle and its SQL twin readableArticleSql agree for every reader and version', async () => {
    const readers: Reader[] = [
      null,
      ...(['member', 'assigned', 'captain', 'author', 'moderator', 'admin'] as const).map((w) => ({
        id: ids[w],
        type:
          w === 'member' || w === 'assigned'
            ? ('mentee' as const)
            : w === 'captain' || w === 'author'
              ? ('mentor' as const)
              : w,
      })),
    ];
    for (const reader of readers) {
      const rows = await t.app.db
        .select({
          id: articlesTable.id,
          visibility: articleVersions.visibility,
          assignedMemberIds: articleVersions.assignedMemberIds,
          ownerId: articlesTable.ownerId,
          sqlSays: sql<boolean>`${readableArticleSql(reader)}`,
        })
        .from(articlesTable)
        .innerJoin(articleVersions, eq(articleVersions.id, articlesTable.liveVersionId));
      expect(rows.length).toBeGreaterThan(3);
      for (const r of rows)
        expect(r.sqlSays, `${JSON.stringify(reader)} on ${r.id}`).toBe(canReadArticle(reader, r));
    }
  });
});

describe('GET articles and articles/search', () => {
  let cashId: number;
  beforeAll(async () => {
    cashId = await published({
      title: 'Quokka budgeting for veterans',
      body: doc('Forecast the quokka way: weekly.'),
      tags: 'quokka, budgets',
      category_id: '6',
      sub_category_id: '8',
    });
    await published({
      title: 'Marketing on a shoestring',
      body: doc('The quokka appears once here.'),
      tags: 'marketing',
    });
  });

  it('ranks title matches first and highlights the words without HTML', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/articles/search?query=quokka' });
    const found = res.body.data as ArticleCard[];
    expect(found[0]!.id).toBe(cashId);
    expect(found[0]!.highlight!.title).toBe(
      `${HIGHLIGHT_START}Quokka${HIGHLIGHT_END} budgeting for veterans`,
    );
    expect(found[0]!.highlight!.excerpt).toContain(`${HIGHLIGHT_START}quokka${HIGHLIGHT_END}`);
    expect(found[0]!.highlight!.excerpt).not.toContain('<');
  });

  it('never repeats a passage in an excerpt (the short description is the body’s first paragraph)', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/articles/search?query=quokka' });
    for (const card of res.body.data as ArticleCard[]) {
      const fragments = card
        .highlight!.excerpt.split(/\n| … /)
        .map((f) => f.replace(/[.\s]+$/, '').trim())
        .filter(Boolean);
      expect(new Set(fragments).size, card.highlight!.excerpt).toBe(fragments.length);
    }
  });

  it('filters by category, subcategory and tag, with or without words', async () => {
    const byTag = await call(t.app, { method: 'GET', url: '/api/articles/search?tag=quokka' });
    expect((byTag.body.data as ArticleCard[]).map((a) => a.id)).toEqual([cashId]);
    const bySub = await call(t.app, {
      method: 'GET',
      url: '/api/articles/search?query=quokka&sub_category=8',
    });
    expect((bySub.body.data as ArticleCard[]).map((a) => a.id)).toEqual([cashId]);
    const byCategory = await call(t.app, { method: 'GET', url: '/api/articles?category=6&limit=50' });
    expect((byCategory.body.data as ArticleCard[]).every((a) => a.category.id === 6)).toBe(true);
  });

  it('pages 20 at a time, newest first, with the total', async () => {
    const first = await call(t.app, { method: 'GET', url: '/api/articles' });
    expect(first.body.meta).toMatchObject({ limit: 20, offset: 0 });
    const all = first.body.meta.total as number;
    const second = await call(t.app, { method: 'GET', url: '/api/articles?offset=1&limit=1' });
    expect(second.body.data[0].id).toBe(first.body.data[1]?.id);
    expect(second.body.meta.total).toBe(all);
    const dates = (first.body.data as ArticleCard[]).map((a) => a.published_at!);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('answers the categories with their subcategories', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/articles/categories' });
    expect(res.body.data[0]).toMatchObject({ id: 1, name: 'Starting Up' });
    expect(res.body.data[0].sub_categories.length).toBeGreaterThan(0);
  });

  it('answers an article with its category and that category’s subcategories', async () => {
    const tree = (await call(t.app, { method: 'GET', url: '/api/articles/categories' })).body.data as {
      id: number;
    }[];
    const article = (await read(cashId, tokens.member)).body.data;
    expect(article.category).toEqual(tree.find((c) => c.id === article.category.id));
  });

  it('answers 422 for bad queries, never 500', async () => {
    for (const q of ['limit=0', 'limit=51', 'offset=-1', 'category=abc', `query=${'x'.repeat(201)}`])
      expect((await call(t.app, { method: 'GET', url: `/api/articles/search?${q}` })).status, q).toBe(422);
    expect(
      (await call(t.app, { method: 'GET', url: '/api/articles/search?query=%22%22%20%7C%20%21%20(' })).status,
    ).toBe(200);
  });
});

describe('like and dislike (docs/product/states.md)', () => {
  it('follows the arithmetic: a like removes a dislike, removing a like takes one off', async () => {
    const id = await published({ title: 'Likeable' });
    const react = (token: string, kind: 'like' | 'dislike', on = true) =>
      call(t.app, { method: on ? 'POST' : 'DELETE', url: `/api/articles/${id}/${kind}`, token });
    expect((await react(tokens.assigned, 'dislike')).body.data).toEqual({
      likes: 0,
      dislikes: 1,
      liked: false,
      disliked: true,
    });
    expect((await react(tokens.assigned, 'like')).body.data).toEqual({
      likes: 1,
      dislikes: 0,
      liked: true,
      disliked: false,
    });
    expect((await react(tokens.member, 'like')).body.data).toMatchObject({ likes: 2, liked: true });
    expect((await react(tokens.assigned, 'like', false)).body.data).toEqual({
      likes: 1,
      dislikes: 0,
      liked: false,
      disliked: false,
    });
    expect((await read(id, tokens.member)).body.data).toMatchObject({
      likes: 1,
      liked: true,
      disliked: false,
    });
    expect((await call(t.app, { method: 'POST', url: `/api/articles/${id}/like` })).status).toBe(401);
  });

  it('keeps the counts true under concurrent clicks', async () => {
    const id = await published({ title: 'Busy article' });
    const people = [tokens.member, tokens.assigned, tokens.captain, tokens.moderator, tokens.admin];
    const clicks = people.flatMap((token, i) =>
      Array.from(
        { length: 6 },
        (_, k) => ({ token, kind: (i + k) % 2 ? 'like' : 'dislike', on: k % 3 !== 2 }) as const,
      ),
    );
    await Promise.all(
      clicks.map((c) =>
        call(t.app, {
          method: c.on ? 'POST' : 'DELETE',
          url: `/api/articles/${id}/${c.kind}`,
          token: c.token,
        }),
      ),
    );
    const rows = await t.app.db.execute(
      sql`select kind, count(*)::int as n from article_reactions where article_id = ${id} group by kind`,
    );
    const counted = Object.fromEntries(
      (rows as unknown as { rows: { kind: string; n: number }[] }).rows.map((r) => [r.kind, r.n]),
    );
    const shown = (await read(id, tokens.author)).body.data as Article;
    expect(shown.likes).toBe(counted.like ?? 0);
    expect(shown.dislikes).toBe(counted.dislike ?? 0);
    expect(shown.likes + shown.dislikes).toBeLessThanOrEqual(people.length);
  });

  it('is 404 on an article the reader may not read', async () => {
    const id = await published({ title: 'Captains only', visibility: '3' });
    expect(
      (await call(t.app, { method: 'POST', url: `/api/articles/${id}/like`, token: tokens.member })).status,
    ).toBe(404);
  });
});

describe('My Articles and delete', () => {
  it('lists the author’s own by status and title words; deletes only what is not published', async () => {
    const draft = (await save(tokens.author, { title: 'Pelican draft' })).body.data.id as number;
    const live = await published({ title: 'Pelican live' });
    const mine = async (q: string) =>
      (
        (await call(t.app, { method: 'GET', url: `/api/mentor/articles?${q}`, token: tokens.author })).body
          .data as ArticleCard[]
      ).map((a) => a.id);
    expect(await mine('query=pelican')).toEqual([live, draft]);
    expect(await mine('query=pelican&status=saved')).toEqual([draft]);
    expect(await mine('query=pelican&status=published')).toEqual([live]);
    expect(await mine('query=%25')).toEqual([]); // a % is a character, not a wildcard
    const del = (id: number, token = tokens.author) =>
      call(t.app, { method: 'DELETE', url: `/api/mentor/articles/${id}`, token });
    expect((await del(draft, tokens.captain)).status).toBe(404);
    expect((await del(live)).body.message).toBe(MSG.articlePublishedNoDelete);
    expect((await del(draft)).status).toBe(200);
    expect(await mine('query=pelican')).toEqual([live]);
    const gone = await articlesRepository(t.app.db).card(draft, 'current');
    expect(gone).toBeNull();
  });
});

describe('editor uploads', () => {
  const upload = async (url: string, field: string, data: Buffer, name: string, type: string) =>
    call(t.app, {
      method: 'POST',
      url: `/api/mentor/articles/${url}`,
      token: tokens.author,
      payload: (await toForm({}, { [field]: { data, name, type } })) as never,
    });

  it('takes JPEG, PNG and GIF images, re-encoded; another type gets the Uh oh! text', async () => {
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#123456' } })
      .gif()
      .toBuffer();
    const ok = await upload('upload_image', 'image', gif, 'a.gif', 'image/gif');
    expect(ok.status).toBe(200);
    expect(ok.body.data.image).toMatch(/^\/uploads\/images\/[a-f0-9]{32}\.gif$/);
    const served = await t.app.inject({ method: 'GET', url: ok.body.data.image });
    expect(served.headers['content-type']).toBe('image/gif');
    const bad = await upload(
      'upload_image',
      'image',
      Buffer.from('<svg onload="alert(1)"/>'),
      'x.png',
      'image/png',
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors.image).toEqual([UNSUPPORTED_IMAGE.text]);
  });

  it('takes .pdf, .docx and .doc documents by content, served only as downloads', async () => {
    const ok = await upload('upload_file', 'file', pdf(), 'plan.pdf', 'application/pdf');
    expect(ok.status).toBe(200);
    expect(ok.body.data.file).toMatch(/^\/uploads\/documents\/[a-f0-9]{32}\.pdf$/);
    const served = await t.app.inject({ method: 'GET', url: ok.body.data.file });
    expect(served.headers['content-disposition']).toMatch(/^attachment/);
    expect(
      (await upload('upload_file', 'file', makeDoc(), 'old.doc', 'application/msword')).body.data.file,
    ).toMatch(/\.doc$/);
    expect(
      (await upload('upload_file', 'file', makeDocx(), 'new.docx', 'application/octet-stream')).body.data
        .file,
    ).toMatch(/\.docx$/);
    // The OLE magic bytes alone are not a Word document.
    const ole = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(512),
    ]);
    expect((await upload('upload_file', 'file', ole, 'old.doc', 'application/msword')).status).toBe(422);
    const exe = await upload(
      'upload_file',
      'file',
      Buffer.from('MZ\x90\x00 program'),
      'plan.pdf',
      'application/pdf',
    );
    expect(exe.status).toBe(422);
    expect(exe.body.errors.file).toEqual([MSG.documentType]);
  });

  it('accepts an article photo over 1 MB (up to 15 MB) and refuses one over 15 MB with 413', async () => {
    const big = await sharp({
      create: {
        width: 1400,
        height: 1400,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    expect(big.byteLength).toBeGreaterThan(1_000_000);
    const ok = await upload('upload_image', 'image', big, 'big.png', 'image/png');
    expect(ok.status).toBe(200);
    const tooBig = await upload(
      'upload_image',
      'image',
      Buffer.concat([big, Buffer.alloc(15_000_001)]),
      'huge.png',
      'image/png',
    );
    expect(tooBig.status).toBe(413);
  });
});

describe('the live version rule in the database', () => {
  it('never changes a live version in place', async () => {
    const id = await published({ title: 'Fixed' });
    const [before] = await t.app.db.select().from(articlesTable).where(eq(articlesTable.id, id));
    await save(tokens.author, { title: 'Draft change' }, { id, images: false });
    const [after] = await t.app.db.select().from(articlesTable).where(eq(articlesTable.id, id));
    expect(after!.liveVersionId).toBe(before!.liveVersionId);
    expect(after!.currentVersionId).not.toBe(before!.currentVersionId);
    const [live] = await t.app.db
      .select({ title: articleVersions.title })
      .from(articleVersions)
      .where(and(eq(articleVersions.id, after!.liveVersionId!)));
    expect(live!.title).toBe('Fixed');
  });
});
