import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { users } from '../db/schema';
import { call, signIn, useTestApp } from '../test/app';
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
