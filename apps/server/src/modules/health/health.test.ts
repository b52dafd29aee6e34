import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@keh/contracts';
import { ConfigError, REPO_ROOT, loadConfig } from '../../config';
import { call, createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health and readiness', () => {
  it('is alive and ready, then not ready while draining but still serving', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api/health' })).body).toEqual({
      data: { status: 'ok' },
    });
    expect((await call(t.app, { method: 'GET', url: '/api/ready' })).body).toEqual({
      data: { status: 'ready' },
    });
    t.app.lifecycle.drain();
    const ready = await call(t.app, { method: 'GET', url: '/api/ready' });
    expect(ready).toMatchObject({ status: 503, body: { message: MSG.shuttingDown } });
    expect((await call(t.app, { method: 'GET', url: '/api/health' })).status).toBe(200);
    expect((await call(t.app, { method: 'GET', url: '/api/articles' })).status).toBe(200);
  });
});

describe('production guard', () => {
  it('refuses NODE_ENV=production without DATABASE_URL, and never turns demo mode on there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/needs DATABASE_URL/);
    expect(loadConfig({ NODE_ENV: 'production', DEMO: '1', DATABASE_URL: 'postgres://h/db' }).demo).toBe(
      false,
    );
  });

  it('the server exits non-zero with one line', () => {
    const r = spawnSync(
      path.join(REPO_ROOT, 'node_modules/.bin/node'),
      ['--import', 'tsx', 'apps/server/src/main.ts'],
      {
        cwd: REPO_ROOT,
        env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: '0' },
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(r.status).toBe(1);
    expect(r.stderr.trim().split('\n')).toEqual([
      'NODE_ENV=production needs DATABASE_URL (postgres://…): the embedded database is for development, demos and tests.',
    ]);
  });
});
