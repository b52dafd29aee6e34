import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { loadConfig, type AppConfig } from '../../config';
import { openTestDatabase } from '../../test/database';
import { call, signIn } from '../../test/app';
import { DATA_EXPORT_QUEUE } from './data-export.service';

const config: AppConfig = {
  ...loadConfig({ NODE_ENV: 'test', DEMO: '1' }),
  // One data folder for both processes: the store the second one reads is the first one's.
  dataDir: mkdtempSync(path.join(os.tmpdir(), 'keh-export-restart-')),
  webDist: null,
  logLevel: 'silent',
  appUrl: 'http://localhost:3000',
};
const database = await openTestDatabase();
const opened: FastifyInstance[] = [];
afterAll(async () => {
  for (const app of opened) await app.close();
  await database.close();
});

describe('a data export survives a restart', () => {
  it('is queued by one process that stops, and built by the next one', async () => {
    const first = await buildApp(config, { database });
    // This process takes no export: it queues one and stops, as if it were restarted meanwhile.
    await first.jobs.boss.offWork(DATA_EXPORT_QUEUE);
    const token = await signIn(first, 'mentee@example.com');
    const asked = await call(first, { method: 'POST', url: '/api/user/data-export', token });
    expect(asked.status).toBe(202);
    await first.close();

    const second = await buildApp(config, { database });
    opened.push(second);
    let latest: { id: number; status: string } | null = null;
    for (const until = Date.now() + 30_000; Date.now() < until;) {
      latest = (await call(second, { method: 'GET', url: '/api/user/data-export', token })).body.data;
      if (latest?.status === 'ready') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(latest).toMatchObject({ id: asked.body.data.id, status: 'ready' });
    const res = await second.inject({
      method: 'GET',
      url: `/api/user/data-export/${asked.body.data.id}/download`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(JSON.parse(strFromU8(files['data.json']!)).profile.email).toBe('mentee@example.com');
    expect(Object.keys(files).some((name) => name.startsWith('files/avatar-'))).toBe(true);
  }, 120_000);
});
