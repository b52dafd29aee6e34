import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { Conversation, ProgrammeOverview } from '@keh/contracts';
import { articleVersions, users } from '../db/schema';
import { call, mailSettled, signIn, useTestApp } from '../test/app';
import { testServerUrl, twoProcesses } from '../test/two-processes';
import { PRESENCE, recentReads, type Notes, type RecentReads } from './recent-reads';

interface Person {
  id: number;
}
const person = (id: number): Person => ({ id });

describe('recentReads', () => {
  /** A load that reads `names` (as the database reports a statement's tables) and answers a person. */
  const loading = (reads: RecentReads, names: string[], id = 1) =>
    vi.fn(async () => {
      reads.read(names);
      return person(id);
    });

  it('keeps a read with what it read, and forgets it only when one of those changes', async () => {
    const reads = recentReads(5000);
    const find = loading(reads, ['users', 'auth_tokens']);
    await reads.remember('a', find);
    await reads.remember('a', find);
    expect(find).toHaveBeenCalledTimes(1);
    reads.changed(['chat_messages']);
    await reads.remember('a', find);
    expect(find).toHaveBeenCalledTimes(1);
    reads.changed(['auth_tokens']);
    await reads.remember('a', find);
    expect(find).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing missing, nothing that read nothing, and nothing read from what it cannot follow', async () => {
    const reads = recentReads(5000);
    const missing = vi.fn(async () => {
      reads.read(['users']);
      return null;
    });
    const blind = vi.fn(async () => person(1));
    const foreign = vi.fn(async () => {
      reads.read(['users'], true);
      return person(1);
    });
    for (const load of [missing, blind, foreign]) {
      await reads.remember('k', load);
      await reads.remember('k', load);
      expect(load).toHaveBeenCalledTimes(2);
    }
  });

  it('never keeps a read that overlapped a change of what it read; a change elsewhere does not matter', async () => {
    const reads = recentReads(5000);
    let release!: (u: Person) => void;
    const slow = (key: string) =>
      reads.remember(key, async () => {
        reads.read(['users']);
        return new Promise<Person>((r) => (release = r));
      });
    const overlapped = slow('a');
    reads.changed(['users']);
    release(person(2));
    await overlapped;
    const elsewhere = slow('b');
    reads.changed(['articles']);
    release(person(3));
    await elsewhere;
    const again = vi.fn(async () => person(4));
    expect((await reads.remember('a', again)).id).toBe(4);
    expect((await reads.remember('b', again)).id).toBe(3);
  });

  it('notes what everything run under `noting` reads, and a remembered part counts for the whole', async () => {
    const reads = recentReads(5000);
    await reads.remember('profile', loading(reads, ['users']));
    let notes!: Notes;
    await new Promise<void>((done) => {
      reads.noting((given) => {
        notes = given;
        void (async () => {
          await Promise.resolve();
          reads.read(['articles']);
          await reads.remember('profile', loading(reads, ['users']));
          done();
        })();
      });
    });
    expect([...notes.names].sort()).toEqual(['articles', 'users']);
    reads.keep('answer', '{"data":1}', notes);
    expect(reads.recall('answer')).toBe('{"data":1}');
    reads.changed(['users']);
    expect(reads.recall('answer')).toBeUndefined();
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

  it('serves repeated calls from memory until a table they were read from changes', async () => {
    const token = await signIn(t.app, 'mentee@example.com');
    const profile = async () =>
      (await call(t.app, { method: 'GET', url: '/api/user/profile', token })).body.data as {
        first_name: string;
      };
    expect((await profile()).first_name).toBe('Sarah');
    // Behind the server's back: the remembered session and profile still answer…
    const byEmail = eq(users.email, 'mentee@example.com');
    await t.database.unwatched.update(users).set({ firstName: 'Sally' }).where(byEmail);
    expect((await profile()).first_name).toBe('Sarah');
    // …a write elsewhere (a sign-in code, a chat message) leaves them alone…
    await call(t.app, {
      method: 'POST',
      url: '/api/auth/send-otp',
      payload: { email: 'nobody@example.com' },
    });
    expect((await profile()).first_name).toBe('Sarah');
    // …and any write to the people's table through the server makes the next call read again.
    await t.app.db.update(users).set({ updatedAt: new Date() }).where(eq(users.email, 'admin@example.com'));
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
  /** The demo captain writes in their first conversation: a write to the chat's tables. */
  const captainWrites = async (body: string) => {
    const captain = await signIn(t.app, 'mentor@example.com');
    const [chat] = await conversations(captain);
    await call(t.app, {
      method: 'POST',
      url: `/api/conversations/${chat!.id}`,
      token: captain,
      payload: { body },
    });
  };
  const firstTitle = async (url: string, token?: string) =>
    ((await get(url, token)).body.data as { id: number; title: string }[])[0]!;

  it('answers a list again from memory for the same person and URL, until what it was read from changes', async () => {
    const mentee = await signIn(t.app, 'mentee@example.com');
    const first = await firstTitle('/api/articles?size=50', mentee);
    const guestFirst = await firstTitle('/api/articles?size=50');
    const byArticle = eq(articleVersions.articleId, first.id);
    await t.database.unwatched
      .update(articleVersions)
      .set({ title: 'Changed behind the API' })
      .where(byArticle);
    // The same person and URL: the remembered answer; another URL or person reads the database.
    expect((await firstTitle('/api/articles?size=50', mentee)).title).toBe(first.title);
    expect((await firstTitle('/api/articles?size=50')).title).toBe(guestFirst.title);
    expect((await firstTitle('/api/articles?size=49', mentee)).title).toBe('Changed behind the API');
    // Writes to other tables (a sign-in, a chat message, a mail sent by the job queue) keep it…
    await captainWrites('Elsewhere.');
    await t.app.jobs.send(t.app.db, 'mail', {
      message: { to: 'someone@example.com', subject: 'A job', text: 'Hello', html: '<p>Hello</p>' },
    });
    await mailSettled(t.app);
    expect((await firstTitle('/api/articles?size=50', mentee)).title).toBe(first.title);
    // …a write to the articles' tables through the server forgets it, for everyone.
    await t.app.db.update(articleVersions).set({ title: 'Changed through the server' }).where(byArticle);
    expect((await firstTitle('/api/articles?size=50', mentee)).title).toBe('Changed through the server');
    expect((await firstTitle('/api/articles?size=50')).title).toBe('Changed through the server');
  });

  it('cards that say who is online are forgotten when that changes; lists that do not say are kept', async () => {
    const mentee = await signIn(t.app, 'mentee@example.com');
    const first = await firstTitle('/api/articles?size=47', mentee);
    const events = (await get('/api/events', mentee)).body;
    const byArticle = eq(articleVersions.articleId, first.id);
    await t.database.unwatched
      .update(articleVersions)
      .set({ title: 'Seen after a socket came' })
      .where(byArticle);
    t.app.recentReads.changed([PRESENCE]);
    expect((await firstTitle('/api/articles?size=47', mentee)).title).toBe('Seen after a socket came');
    expect((await get('/api/events', mentee)).body).toEqual(events);
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

  it('a GET that changes something (reading a conversation marks it read) forgets what it changed', async () => {
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

  it('the programme overview keeps each figure on its own: a chat message forgets only who has gone quiet', async () => {
    const admin = await signIn(t.app, 'admin@example.com');
    const membersThisWeek = async () => {
      const { signups } = (await get('/api/admin/overview', admin)).body.data as ProgrammeOverview;
      return signups.at(-1)!.members;
    };
    const before = await membersThisWeek();
    await t.database.unwatched.insert(users).values({
      email: 'quiet-signup@example.com',
      passwordHash: 'x',
      type: 'mentee',
      firstName: 'Q',
      lastName: 'S',
    });
    await captainWrites('Still here.');
    // The overview is read again for the chat's sake, but the sign-ups are still the remembered ones…
    expect(await membersThisWeek()).toBe(before);
    // …until the people's table changes through the server.
    await t.app.db.update(users).set({ updatedAt: new Date() }).where(eq(users.email, 'admin@example.com'));
    expect(await membersThisWeek()).toBe(before + 1);
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
    await start.databases[1]!.unwatched.update(users)
      .set({ firstName: 'Jim' })
      .where(eq(users.email, 'mentor@example.com'));
    expect(await nameOnB()).toBe(before);
    // Many writes at once: one notification at a time on the connection (pg warns, and
    // pg@9 will refuse, when a query is sent while another is under way).
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.message);
    process.on('warning', onWarning);
    await Promise.all(
      Array.from({ length: 40 }, () =>
        a.db.update(users).set({ updatedAt: new Date() }).where(eq(users.email, 'admin@example.com')),
      ),
    );
    await new Promise((r) => setTimeout(r, 50));
    process.off('warning', onWarning);
    expect(warnings.filter((w) => w.includes('already executing'))).toEqual([]);
    // Signed out on A: B no longer knows the session.
    await call(a, { method: 'POST', url: '/api/auth/logout', token });
    await vi.waitFor(async () => {
      expect((await call(b, { method: 'GET', url: '/api/user/profile', token })).status).toBe(401);
    });
  });
});
