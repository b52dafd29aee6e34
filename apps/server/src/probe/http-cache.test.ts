import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Mentoring } from '@keh/contracts';
import { call, signIn } from '../test/app';
import { openProbe, realParams } from '../test/probe/matrix';
import { allowedBy, fillPath, type SignedIn } from '../test/probe/routes';
import { testServerUrl, twoProcesses } from '../test/two-processes';
import { GUEST_CACHE_CONTROL, NO_STORE, PRIVATE_REVALIDATE, etagMatches } from '../plugins/http-cache';

/**
 * Decision 0026: no answer is remembered by the server; HTTP caching only where the web has a
 * standard for it (ETag/304 on the polled lists, public caching of what guests read).
 */
const probe = await openProbe();
afterAll(() => probe.close());
const t = probe;

const ownMentoring = async (app: FastifyInstance, token: string) =>
  call(app, { method: 'GET', url: '/api/mentee/mentoring', token });
const comment = (app: FastifyInstance, token: string, mentoringId: number, body: string) =>
  call(app, { method: 'POST', url: `/api/mentor/mentoring/${mentoringId}/feed`, token, payload: { body } });

describe('a write followed at once by a read', () => {
  it('is seen by the next read, in the same process', async () => {
    const [captain, member] = [
      await signIn(t.app, 'mentor@example.com'),
      await signIn(t.app, 'mentee@example.com'),
    ];
    const before = (await ownMentoring(t.app, member)).body.data as Mentoring;
    for (let i = 0; i < 3; i++) {
      const body = `Seen at once ${i}`;
      expect((await comment(t.app, captain, before.id, body)).status).toBe(200);
      const after = (await ownMentoring(t.app, member)).body.data as Mentoring;
      expect(after.feed.map((c) => c.body)).toContain(body);
    }
  });
});

describe('ETag and 304 on the lists clients poll', () => {
  it('answers 304 without a body while the list is unchanged, and 200 with a new tag once it changes', async () => {
    const [captain, member] = [
      await signIn(t.app, 'mentor@example.com'),
      await signIn(t.app, 'mentee@example.com'),
    ];
    const first = await ownMentoring(t.app, member);
    expect(first.status).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe(PRIVATE_REVALIDATE);
    expect(String(first.headers.vary)).toMatch(/authorization/i);

    const same = await call(t.app, {
      method: 'GET',
      url: '/api/mentee/mentoring',
      token: member,
      headers: { 'if-none-match': etag },
    });
    expect(same.status).toBe(304);
    expect(same.body).toBeNull();
    expect(same.headers.etag).toBe(etag);

    await comment(t.app, captain, (first.body.data as Mentoring).id, 'A change the tag must show');
    const changed = await call(t.app, {
      method: 'GET',
      url: '/api/mentee/mentoring',
      token: member,
      headers: { 'if-none-match': etag },
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect((changed.body.data as Mentoring).feed.map((c) => c.body)).toContain('A change the tag must show');
  });

  it.each(['/api/conversations', '/api/mentor/requests', '/api/mentor/mentees', '/api/user/events'])(
    '%s: 304 when If-None-Match names its tag',
    async (url) => {
      const captain = await signIn(t.app, 'mentor@example.com');
      const first = await call(t.app, { method: 'GET', url, token: captain });
      expect(first.status).toBe(200);
      const again = await call(t.app, {
        method: 'GET',
        url,
        token: captain,
        headers: { 'if-none-match': `"other", ${first.headers.etag as string}` },
      });
      expect(again.status).toBe(304);
    },
  );

  it('does not take another person’s tag for one’s own list', async () => {
    const captain = await signIn(t.app, 'mentor@example.com');
    const admin = await signIn(t.app, 'admin@example.com');
    const own = await call(t.app, { method: 'GET', url: '/api/user/events', token: captain });
    const theirs = await call(t.app, { method: 'GET', url: '/api/user/events', token: admin });
    if (own.headers.etag === theirs.headers.etag) return; // the same answer: the same tag is right
    const asked = await call(t.app, {
      method: 'GET',
      url: '/api/user/events',
      token: admin,
      headers: { 'if-none-match': own.headers.etag as string },
    });
    expect(asked.status).toBe(200);
  });

  it('compares tags weakly', () => {
    expect(etagMatches('W/"a"', 'W/"a"')).toBe(true);
    expect(etagMatches('"a"', 'W/"a"')).toBe(true);
    expect(etagMatches('"b", W/"a"', 'W/"a"')).toBe(true);
    expect(etagMatches('*', 'W/"a"')).toBe(true);
    expect(etagMatches('W/"b"', 'W/"a"')).toBe(false);
    expect(etagMatches(undefined, 'W/"a"')).toBe(false);
  });
});

describe('what guests read', () => {
  it('the article list, an article and the topics may be kept by any cache, for guests only', async () => {
    const list = await call(t.app, { method: 'GET', url: '/api/articles' });
    expect(list.status).toBe(200);
    expect(list.headers['cache-control']).toBe(GUEST_CACHE_CONTROL);
    expect(String(list.headers.vary)).toMatch(/authorization/i);
    const id = (list.body.data as { id: number }[])[0]!.id;
    for (const url of [`/api/articles/${id}`, '/api/articles/categories']) {
      const res = await call(t.app, { method: 'GET', url });
      expect(res.status, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe(GUEST_CACHE_CONTROL);
    }
    const member = await signIn(t.app, 'mentee@example.com');
    const signedIn = await call(t.app, { method: 'GET', url: '/api/articles', token: member });
    expect(signedIn.headers['cache-control']).toBe(PRIVATE_REVALIDATE);
    // A token that opens nothing still is no guest's request.
    const stale = await call(t.app, { method: 'GET', url: '/api/articles', token: 'not-a-token' });
    expect(stale.headers['cache-control']).not.toMatch(/public/);
  });

  it('a signed-in answer without a policy of its own is not stored at all', async () => {
    const member = await signIn(t.app, 'mentee@example.com');
    const res = await call(t.app, { method: 'GET', url: '/api/user/profile', token: member });
    expect(res.headers['cache-control']).toBe(NO_STORE);
  });
});

describe('no signed-in answer carries Cache-Control: public', () => {
  const signedIn: SignedIn[] = ['member', 'captain', 'moderator', 'admin'];
  const gets = probe.operations.filter((op) => op.method === 'GET' && op.declared);

  it('covers the GET routes of the OpenAPI document', () => {
    expect(gets.length).toBeGreaterThan(30);
  });

  it.each(gets.map((op) => [op.name, op] as const))('%s', async (_name, op) => {
    const { values } = await realParams(op, probe.make);
    const answers: string[] = [];
    for (const who of signedIn) {
      if (!allowedBy(op.declared!.access, who)) continue;
      const res = await probe.call.send(who, { method: 'GET', url: fillPath(op, values) });
      answers.push(`${who} ${res.status} ${String(res.headers['cache-control'])}`);
      expect(String(res.headers['cache-control'] ?? ''), `${who}: ${res.status}`).not.toMatch(/public/i);
    }
    expect(answers.length).toBeGreaterThan(0);
  });
});

/** Two server processes on one PostgreSQL database, as behind a load balancer. */
describe.skipIf(!testServerUrl)('a write through one process, read at once through the other', () => {
  const start = twoProcesses();

  it('shows the write on the other process’s very next read', async () => {
    const [a, b] = await start();
    const captain = await signIn(a, 'mentor@example.com');
    const member = await signIn(b, 'mentee@example.com');
    const mentoring = (await ownMentoring(b, member)).body.data as Mentoring;
    for (let i = 0; i < 3; i++) {
      const body = `Across processes ${i}`;
      expect((await comment(a, captain, mentoring.id, body)).status).toBe(200);
      const seen = (await ownMentoring(b, member)).body.data as Mentoring;
      expect(seen.feed.map((c) => c.body)).toContain(body);
    }
    // A sign-out through one process closes the session on the other at once.
    await call(b, { method: 'POST', url: '/api/auth/logout', token: member });
    expect((await ownMentoring(a, member)).status).toBe(401);
  });
});
