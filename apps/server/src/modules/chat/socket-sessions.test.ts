import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { CHAT_EVENTS } from '@keh/contracts';
import { sha256 } from '../../lib/crypto';
import { call, form, lastMail, signIn, useTestApp } from '../../test/app';
import { conversationWith, ended, idOf, next, ready, socketClients, urlOf } from '../../test/sockets';
import { testServerUrl, twoProcesses } from '../../test/two-processes';

/**
 * A socket lives only as long as its session (decision 0017): logout, a password change or reset,
 * a suspension and the token's expiry end it within 2 s, and `join` checks the token again.
 */
const t = useTestApp();
let base: string;
const socketFor = socketClients();
/** What the server says when it ends a socket. */
const BY_SERVER = 'io server disconnect';

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = urlOf(t.app);
});

const connected = async (url: string, token: string) => {
  const s = socketFor(url, token);
  await ready(s);
  return s;
};
/**
 * Does `act` (answering its reply's status), and expects the server to end every one of `sockets`
 * within 2 s of that reply.
 */
async function endsAfter(sockets: Socket[], act: () => Promise<number>) {
  const closing = sockets.map((s) => ended(s, 10_000).then((reason) => ({ reason, at: Date.now() })));
  expect(await act()).toBe(200);
  const answered = Date.now();
  for (const { reason, at } of await Promise.all(closing)) {
    expect(reason).toBe(BY_SERVER);
    expect(at - answered).toBeLessThan(2000);
  }
}
const refused = async (url: string, token: string) =>
  (await next<Error>(socketFor(url, token), 'connect_error')).message;

describe('a socket ends with its session', () => {
  it('logout ends the sockets of that session, not those of the person’s other sessions', async () => {
    const [one, other] = [
      await signIn(t.app, 'mentee@example.com'),
      await signIn(t.app, 'mentee@example.com'),
    ];
    const [s1, s1b, s2] = [
      await connected(base, one),
      await connected(base, one),
      await connected(base, other),
    ];
    await endsAfter(
      [s1, s1b],
      async () => (await call(t.app, { method: 'POST', url: '/api/auth/logout', token: one })).status,
    );
    expect(await ended(s2, 300)).toBeNull();
    expect(await refused(base, one)).toBe('Unauthenticated.');
  });

  it('a password change ends every socket of the person', async () => {
    const [one, other] = [
      await signIn(t.app, 'mentor@example.com'),
      await signIn(t.app, 'mentor@example.com'),
    ];
    const [s1, s2] = [await connected(base, one), await connected(base, other)];
    await endsAfter(
      [s1, s2],
      async () =>
        (
          await call(t.app, {
            method: 'POST',
            url: '/api/auth/password/change',
            token: one,
            payload: {
              current_password: 'Password12',
              new_password: 'Password34',
              new_password_confirmation: 'Password34',
            },
          })
        ).status,
    );
  });

  it('a password reset ends every socket of the person', async () => {
    const email = 'liam.carter@example.com';
    const s = await connected(base, await signIn(t.app, email));
    await call(t.app, { method: 'POST', url: '/api/auth/password/reset', payload: { email } });
    const link = new URL((await lastMail(t.app, email))!.text.match(/https?:\/\/\S+/)![0]);
    await endsAfter(
      [s],
      async () =>
        (
          await call(t.app, {
            method: 'POST',
            url: '/api/auth/password/update',
            ...form({ email, password: 'Password56', token: link.searchParams.get('token')! }),
          })
        ).status,
    );
  });

  it('a suspension ends every socket of the person, and they cannot connect again', async () => {
    const email = 'chloe.evans@example.com';
    const token = await signIn(t.app, email);
    const [s1, s2] = [await connected(base, token), await connected(base, token)];
    const admin = await signIn(t.app, 'admin@example.com');
    const id = await idOf(t.app, email);
    await endsAfter(
      [s1, s2],
      async () =>
        (
          await call(t.app, {
            method: 'POST',
            url: `/api/admin/users/${id}/suspend`,
            token: admin,
            payload: {},
          })
        ).status,
    );
    expect(await refused(base, token)).toBe('Unauthenticated.');
  });

  it('the token’s expiry ends its socket', async () => {
    const token = await signIn(t.app, 'marcus.johnson@example.com');
    await t.app.db.execute(
      sql`update auth_tokens set expires_at = now() + interval '1500 milliseconds' where token_hash = ${sha256(token)}`,
    );
    const s = await connected(base, token);
    const started = Date.now();
    expect(await ended(s, 4000)).toBe(BY_SERVER);
    expect(Date.now() - started).toBeLessThan(3500);
  });

  it('join checks the token again: a token revoked behind the socket’s back is refused and the socket ended', async () => {
    const zara = await signIn(t.app, 'zara.hussain@example.com');
    const own = await conversationWith(t.app, zara, await idOf(t.app, 'mentor@example.com'));
    const s = await connected(base, zara);
    // Already in that room: answered without a look-up.
    expect(await s.emitWithAck(CHAT_EVENTS.join, { conversation_id: own.id })).toEqual({ ok: true });
    // As if the revocation's notice never came (a process that died before sending it).
    await t.app.db.execute(sql`update auth_tokens set revoked_at = now() where token_hash = ${sha256(zara)}`);
    const closing = ended(s);
    expect(await s.emitWithAck(CHAT_EVENTS.join, { conversation_id: 2_000_000_000 })).toEqual({ ok: false });
    expect(await closing).toBe(BY_SERVER);
  });
});

/** Two server processes on one PostgreSQL database: a session ended on one ends the socket on the other. */
describe.skipIf(!testServerUrl)('a socket ends with its session, across processes (PostgreSQL)', () => {
  const start = twoProcesses({}, { listen: true });

  it('a logout through one process ends the socket on the other; so does a suspension', async () => {
    const [a, b] = (await start()) as [FastifyInstance, FastifyInstance];
    const mentee = await signIn(b, 'mentee@example.com');
    const onA = await connected(urlOf(a), mentee);
    await endsAfter(
      [onA],
      async () => (await call(b, { method: 'POST', url: '/api/auth/logout', token: mentee })).status,
    );

    const email = 'priya.raman@example.com';
    const onB = await connected(urlOf(b), await signIn(a, email));
    const admin = await signIn(a, 'admin@example.com');
    const id = await idOf(a, email);
    await endsAfter(
      [onB],
      async () =>
        (await call(a, { method: 'POST', url: `/api/admin/users/${id}/suspend`, token: admin, payload: {} }))
          .status,
    );
  });
});
