import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MSG } from '@keh/contracts';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { call, sendAndReadCode, signIn } from '../test/app';
import { startTempPostgres, type TempPostgres } from '../test/temp-postgres';
import { openDatabase } from './client';

/**
 * PostgreSQL restarted under a running server (issue 30): calls answer 503 quickly instead of 500
 * or hanging, the process does not crash, and it recovers by itself once the database is back, the
 * job queue included. Needs PostgreSQL's programs (CI installs them); skipped without them.
 */
const pg: TempPostgres | null = startTempPostgres(55_400 + Math.floor(Math.random() * 500));
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  if (!pg) return;
  const database = await openDatabase({ url: pg.url, poolSize: 4, onIdleError: () => undefined });
  app = await buildApp(
    {
      ...loadConfig({ NODE_ENV: 'test', DEMO: '1' }),
      dataDir: null,
      webDist: null,
      logLevel: 'silent',
      databaseUrl: pg.url,
    },
    { database },
  );
  app.addHook('onClose', () => database.close());
  token = await signIn(app, 'mentor@example.com');
}, 240_000);
afterAll(async () => {
  try {
    await app?.close();
  } finally {
    pg?.stop();
  }
});

const profile = () => call(app, { method: 'GET', url: '/api/user/profile', token });

describe.skipIf(!pg)('the database restarted under the server', () => {
  it('answers 503 while it is away, and recovers within 5 s of its return', async () => {
    expect((await profile()).status).toBe(200);
    pg!.halt();
    try {
      for (const ask of [profile, () => call(app, { method: 'GET', url: '/api/ready' })]) {
        const started = Date.now();
        const res = await ask();
        expect(res.status).toBe(503);
        expect(res.body.message).toBeTypeOf('string');
        expect(Date.now() - started).toBeLessThan(10_000);
      }
      expect((await profile()).body).toEqual({ message: MSG.generic });
    } finally {
      pg!.resume();
    }
    const back = Date.now();
    let status = 0;
    while (Date.now() - back < 5_000 && status !== 200) {
      status = (await profile()).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe(200);
    expect((await call(app, { method: 'GET', url: '/api/ready' })).status).toBe(200);
    // The job queue works again: a code mail goes out through it.
    expect(await sendAndReadCode(app, 'mentee@example.com')).toMatch(/^\d{4}$/);
  }, 120_000);
});
