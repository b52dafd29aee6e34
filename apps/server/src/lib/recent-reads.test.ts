import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { Conversation } from '@keh/contracts';
import { articleVersions, users } from '../db/schema';
import { call, mailSettled, signIn, useTestApp } from '../test/app';
import { testServerUrl, twoProcesses } from '../test/two-processes';
import { recentReads } from './recent-reads';

interface Person {
  id: number;
}
const person = (id: number): Person => ({ id });

describe('recentReads', () => {
  it('remembers a read, forgets all on a write, and never keeps a read that overlapped one', async () => {
    const find = vi.fn(async (token: string) => (token === 'gone' ? null : person(1)));
    const reads = recentReads(5000);
    const read = (key: string) => reads.remember(key, () => find(key));
    await read('a');
    await read('a');
    expect(find).toHaveBeenCalledTimes(1);
    // Nothing is remembered as missing.
    await read('gone');
    await read('gone');
    expect(find).toHaveBeenCalledTimes(3);
    reads.forget();
    await read('a');
    expect(find).toHaveBeenCalledTimes(4);

    // A read that began before a write and answers after it is not kept.
    let release!: (u: Person) => void;
    const slow = () => reads.remember('b', () => new Promise<Person>((r) => (release = r)));
    const pending = slow();
    reads.forget();
    release(person(2));
    await pending;
    const again = slow();
    release(person(3));
    expect((await again).id).toBe(3);
  });

  it('keeps an answer only if no write came since its mark', () => {
    const reads = recentReads(5000);
    const since = reads.mark();
    reads.keep('x', '{"data":1}', since);
    expect(reads.recall('x')).toBe('{"data":1}');
    const late = reads.mark();
    reads.forget();
    reads.keep('y', '{"data":2}', late);
    expect(reads.recall('x')).toBeUndefined();
    expect(reads.recall('y')).toBeUndefined();
  });

  it('is off with a time of 0', async () => {
    const find = vi.fn(async () => person(1));
    const reads = recentReads(0);
    await reads.remember('a', find);
    await reads.remember('a', find);
    expect(find).toHaveBeenCalledTimes(2);
  });
});

describe('the server remembering recent reads', () => {
  const t = useTestApp({ sessionCacheMs: 60_000 });

  it('serves repeated calls from memory, and any write makes the next call read the database', async () => {
    const token = await signIn(t.app, 'mentee@example.com');
    const profile = async () =>
      (await call(t.app, { method: 'GET', url: '/api/user/profile', token })).body.data as {
        first_name: string;
      };
    expect((await profile()).first_name).toBe('Sarah');
    // Behind the API's back: the remembered session and profile still answer…
    await t.app.db.update(users).set({ firstName: 'Sally' }).where(eq(users.email, 'mentee@example.com'));
    expect((await profile()).first_name).toBe('Sarah');
    // …until any write passes through the server.
    await call(t.app, {
      method: 'POST',
      url: '/api/auth/send-otp',
      payload: { email: 'nobody@example.com' },
    });
    expect((await profile()).first_name).toBe('Sally');

    // Logging out ends the session at once, remembered or not.
    expect((await call(t.app, { method: 'POST', url: '/api/auth/logout', token })).status).toBe(200);
    expect((await call(t.app, { method: 'GET', url: '/api/user/profile', token })).status).toBe(401);
  });
});

describe('remembered answers (routes that declare `remember`)', () => {
  const t = useTestApp({ sessionCacheMs: 60_000 });
  const get = (url: string, token?: string) => call(t.app, { method: 'GET', url, token });
  const conversations = async (token: string) =>
    (await get('/api/conversations', token)).body.data as Conversation[];

  it('answers a list again from memory for the same person and URL, and any write makes it read again', async () => {
    const title = async (token?: string) =>
      ((await get('/api/articles?size=50', token)).body.data as { id: number; title: string }[])[0]!;
    const mentee = await signIn(t.app, 'mentee@example.com');
    const first = await title(mentee);
    const guestFirst = await title();
    await t.app.db
      .update(articleVersions)
      .set({ title: 'Changed behind the API' })
      .where(eq(articleVersions.articleId, first.id));
    // The same person and URL: the remembered answer; another URL or person reads the database.
    expect((await title(mentee)).title).toBe(first.title);
    expect((await title()).title).toBe(guestFirst.title);
    const other = (await get('/api/articles?size=49', mentee)).body.data as { title: string }[];
    expect(other[0]!.title).toBe('Changed behind the API');
    const captain = await signIn(t.app, 'mentor@example.com'); // a write: signing in
    expect((await title(captain)).title).toBe('Changed behind the API');
    expect((await title(mentee)).title).toBe('Changed behind the API');
  });

  it('a remembered answer is the same text, compressed like any other for clients that ask', async () => {
    const mentee = await signIn(t.app, 'mentee@example.com');
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/articles?size=50',
      headers: { authorization: `Bearer ${mentee}` },
    });
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/articles?size=50',
      headers: { authorization: `Bearer ${mentee}` },
    });
    expect(again.body).toBe(read.body);
    expect(again.headers['content-type']).toBe(read.headers['content-type']);
    const zipped = await t.app.inject({
      method: 'GET',
      url: '/api/articles?size=50',
      headers: { authorization: `Bearer ${mentee}`, 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(zipped.rawPayload).toString()).toBe(read.body);
  });

  it('a GET that changes something (reading a conversation marks it read) counts as a write', async () => {
    const [mentor, mentee] = await Promise.all([
      signIn(t.app, 'mentor@example.com'),
      signIn(t.app, 'mentee@example.com'),
    ]);
    const withCaptain = (await conversations(mentee)).find((c) => c.name === 'James Whitfield')!;
    expect(withCaptain.unread_messages_count).toBeGreaterThan(0);
    // The captain writes: the Member's remembered list is forgotten and shows one more unread.
    await call(t.app, {
      method: 'POST',
      url: `/api/conversations/${withCaptain.id}`,
      token: mentor,
      payload: { body: 'One more thing.' },
    });
    const now = (await conversations(mentee)).find((c) => c.id === withCaptain.id)!;
    expect(now.unread_messages_count).toBe(withCaptain.unread_messages_count + 1);
    expect((await get(`/api/conversations/${withCaptain.id}`, mentee)).status).toBe(200);
    expect((await conversations(mentee)).find((c) => c.id === withCaptain.id)!.unread_messages_count).toBe(0);
  });

  it('a background job forgets too (it may have changed what a list shows)', async () => {
    const mentee = await signIn(t.app, 'mentee@example.com');
    const first = (
      (await get('/api/articles?size=48', mentee)).body.data as { id: number; title: string }[]
    )[0]!;
    await t.app.db
      .update(articleVersions)
      .set({ title: 'Changed by a job' })
      .where(eq(articleVersions.articleId, first.id));
    expect(((await get('/api/articles?size=48', mentee)).body.data as { title: string }[])[0]!.title).toBe(
      first.title,
    );
    await t.app.jobs.send(t.app.db, 'mail', {
      message: { to: 'someone@example.com', subject: 'A job', text: 'Hello', html: '<p>Hello</p>' },
    });
    await mailSettled(t.app);
    expect(((await get('/api/articles?size=48', mentee)).body.data as { title: string }[])[0]!.title).toBe(
      'Changed by a job',
    );
  });

  it('a refused call is not remembered, and a hit still passes the caller check', async () => {
    const admin = await signIn(t.app, 'admin@example.com');
    const mentee = await signIn(t.app, 'mentee@example.com');
    expect((await get('/api/admin/users', admin)).status).toBe(200);
    expect((await get('/api/admin/users', mentee)).status).toBe(403);
    expect((await get('/api/admin/users')).status).toBe(401);
    expect((await get('/api/admin/users', admin)).status).toBe(200);
  });
});

describe.skipIf(!testServerUrl)('two processes on one PostgreSQL server', () => {
  const start = twoProcesses({ sessionCacheMs: 60_000 });

  it('a write in one makes the other forget its recent reads at once', async () => {
    const [a, b] = await start();
    const token = await signIn(a, 'mentor@example.com');
    const nameOnB = async () =>
      (
        (await call(b, { method: 'GET', url: '/api/user/profile', token })).body.data as {
          first_name: string;
        }
      ).first_name;
    const before = await nameOnB();
    await b.db.update(users).set({ firstName: 'Jim' }).where(eq(users.email, 'mentor@example.com'));
    expect(await nameOnB()).toBe(before);
    // Signed out on A: B no longer knows the session.
    await call(a, { method: 'POST', url: '/api/auth/logout', token });
    await vi.waitFor(async () => {
      expect((await call(b, { method: 'GET', url: '/api/user/profile', token })).status).toBe(401);
    });
  });
});
