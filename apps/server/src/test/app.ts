import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import type { Database } from '../db/client';
import { openTestDatabase } from './database';

export interface TestApp {
  app: FastifyInstance;
  /** Its database (a second server process may be built on it). */
  database: Database;
  close(): Promise<void>;
}

/** The real app on a fresh database (demo seed included), without the web build. */
export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const config: AppConfig = {
    ...loadConfig({ NODE_ENV: 'test', DEMO: '1' }),
    dataDir: null,
    webDist: null,
    logLevel: 'silent',
    appUrl: 'http://localhost:3000',
    ...overrides,
  };
  const database = await openTestDatabase();
  const app = await buildApp(config, { database, checkAnswers: true });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * The real app for one test file: built before its tests run, closed after them. Use the returned
 * object's `app` inside tests (it is filled in by then).
 */
export function useTestApp(overrides: Partial<AppConfig> = {}): TestApp {
  const holder = {} as TestApp;
  beforeAll(async () => {
    Object.assign(holder, await createTestApp(overrides));
  });
  afterAll(() => holder.close());
  return holder;
}

let ipCounter = 0;
/** A distinct client address per caller, so per-IP limits of one test do not leak into another. */
export const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

export async function call(app: FastifyInstance, opts: InjectOptions & { token?: string }) {
  const { token, ...rest } = opts;
  const res = await app.inject({
    remoteAddress: freshIp(),
    ...rest,
    headers: { ...(token && { authorization: `Bearer ${token}` }), ...rest.headers },
  });
  return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : null, headers: res.headers };
}

/**
 * Waits until the mail queue has nothing due (every mail queued so far has left or failed for
 * good): mail leaves through the job queue, a moment after the request that caused it.
 */
export async function mailSettled(app: FastifyInstance, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  while ((await app.jobs.pending('mail')) > 0) {
    if (Date.now() > until) throw new Error(`mail still queued after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The newest mail to an address, as the dev outbox shows it (once the mail queue is settled). */
export async function lastMail(app: FastifyInstance, to: string) {
  await mailSettled(app);
  const { body } = await call(app, { method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  return body.data[0] as { subject: string; text: string; html: string } | undefined;
}

export async function sendAndReadCode(app: FastifyInstance, email: string) {
  const res = await call(app, { method: 'POST', url: '/api/auth/send-otp', payload: { email } });
  if (res.status !== 200) throw new Error(`send-otp ${res.status} ${JSON.stringify(res.body)}`);
  const mail = await lastMail(app, email);
  const code = mail?.subject.match(/(\d{4})$/)?.[1];
  if (!code) throw new Error('no code in the outbox');
  return code;
}

export const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

/** The whole two-step sign-in; returns the bearer token. */
export async function signIn(app: FastifyInstance, email: string, password = 'Password12') {
  const otp = await sendAndReadCode(app, email);
  const confirmed = await call(app, {
    method: 'POST',
    url: '/api/auth/confirm-otp',
    payload: { email, otp },
  });
  if (confirmed.status !== 200) throw new Error(`confirm ${confirmed.status}`);
  const res = await call(app, { method: 'POST', url: '/api/auth/login', ...form({ email, password }) });
  if (res.status !== 200) throw new Error(`login ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.token as string;
}
