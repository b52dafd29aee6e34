import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MSG } from '@keh/contracts';
import { buildApp } from '../../app';
import { loadConfig, type AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { openTestDatabase } from '../../test/database';
import { call, lastMail, signIn } from '../../test/app';

/**
 * The deletion's rules and its job's durability (issue 31): confirming with a mailed code, the
 * last admin, staff never erasing themselves, ACCOUNT_DELETION_GRACE_DAYS=0 erasing within moments,
 * and a deletion due while the server was down erased by the next one.
 */
const config = (graceDays: number): AppConfig => ({
  ...loadConfig({ NODE_ENV: 'test', DEMO: '1' }),
  dataDir: null,
  webDist: null,
  logLevel: 'silent',
  appUrl: 'http://localhost:3000',
  accountDeletionGraceDays: graceDays,
});

let database: Database;
let app: FastifyInstance;
beforeAll(async () => {
  database = await openTestDatabase();
  // A grace period of about three seconds: the deletion comes due while the server is down.
  app = await buildApp(config(3 / 86_400), { database });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const api = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  call(app, { method, url, token, ...(payload && { payload }) });
const statusOf = async (email: string) =>
  (await app.db.select({ s: users.status }).from(users).where(eq(users.email, email)))[0]?.s ?? 'gone';

describe('confirming and refusing', () => {
  it('confirms with a code mailed to the own address instead of the password', async () => {
    const token = await signIn(app, 'mentee@example.com');
    expect((await api('POST', '/api/user/account/delete', token, { otp: '0000' })).status).toBe(422);
    expect((await api('POST', '/api/user/account/delete/code', token)).status).toBe(200);
    const code = (await lastMail(app, 'mentee@example.com'))?.subject.match(/(\d{4})$/)?.[1];
    expect(code).toBeTruthy();
    const asked = await api('POST', '/api/user/account/delete', token, { otp: code });
    expect(asked.status).toBe(200);
    // The code was spent: it confirms nothing twice.
    expect((await api('POST', '/api/user/account/delete/cancel', token)).status).toBe(200);
    expect((await api('POST', '/api/user/account/delete', token, { otp: code })).status).toBe(422);
  });

  it('keeps the last admin, and staff never erase themselves', async () => {
    const admin = await signIn(app, 'admin@example.com');
    const self = await api('POST', '/api/user/account/delete', admin, { password: 'Password12' });
    expect(self.status).toBe(422);
    expect(self.body.message).toBe(MSG.lastAdmin);
    const me = (await api('GET', '/api/user/profile', admin)).body.data.id as number;
    const erase = await api('POST', `/api/admin/users/${me}/erase`, admin, { reason: 'test' });
    expect(erase.status).toBe(422);
    expect(erase.body.message).toBe(MSG.notYourself);
    expect((await api('POST', '/api/admin/users/999999/erase', admin, { reason: 'test' })).status).toBe(404);
  });
});

describe('the erasure job', () => {
  it('survives a restart: a deletion that came due while the server was down is applied by the next', async () => {
    const email = 'mentor@example.com';
    const token = await signIn(app, email);
    expect((await api('POST', '/api/user/account/delete', token, { password: 'Password12' })).status).toBe(
      200,
    );
    await app.close();
    await new Promise((r) => setTimeout(r, 3_500));
    expect(await statusOf(email)).toBe('active');
    app = await buildApp(config(3 / 86_400), { database });
    const until = Date.now() + 30_000;
    while ((await statusOf(email)) === 'active' && Date.now() < until)
      await new Promise((r) => setTimeout(r, 100));
    expect(await statusOf(email)).toBe('gone');
  });
});
