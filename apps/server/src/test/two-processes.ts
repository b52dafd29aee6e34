import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { openDatabase, type Database } from '../db/client';

/** The PostgreSQL server of the suite (TEST_DATABASE_URL), or undefined on the embedded database. */
export const testServerUrl = process.env.TEST_DATABASE_URL;

/**
 * Two server processes on one fresh PostgreSQL database, as behind any load balancer; the database
 * is dropped after the file's tests. Call inside a `describe.skipIf(!testServerUrl)`; `start` builds
 * them (one after the other: the first migrates and seeds what the second then finds ready).
 */
export function twoProcesses(overrides: Partial<AppConfig> = {}, { listen = false } = {}) {
  const name = `keh_test_${randomBytes(6).toString('hex')}`;
  const apps: FastifyInstance[] = [];
  const databases: Database[] = [];

  afterAll(async () => {
    for (const app of apps) await app.close();
    const admin = new pg.Client({ connectionString: testServerUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  async function start(): Promise<[FastifyInstance, FastifyInstance]> {
    const admin = new pg.Client({ connectionString: testServerUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(testServerUrl!);
    url.pathname = `/${name}`;
    const config: AppConfig = {
      ...loadConfig({ NODE_ENV: 'test', DEMO: '1' }),
      dataDir: null,
      webDist: null,
      logLevel: 'silent',
      databaseUrl: url.toString(),
      ...overrides,
    };
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ url: url.toString(), poolSize: 4, onIdleError: () => undefined });
      const app = await buildApp(config, { database });
      app.addHook('onClose', () => database.close());
      if (listen) await app.listen({ port: 0, host: '127.0.0.1' });
      apps.push(app);
      databases.push(database);
    }
    return apps as [FastifyInstance, FastifyInstance];
  }
  /** `start`, and each process's database (`databases[i]` under `apps[i]`) once started. */
  return Object.assign(start, { databases });
}
