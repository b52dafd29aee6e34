import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { fromPglite, type ConstructorOptions } from 'pg-boss';
import { REPO_ROOT } from '../config';
import { changeFeed, watchedClient, watchedPglite, type Changes } from './changes';
import * as schema from './schema';

export type Schema = typeof schema;
/** The drizzle database, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A database or a transaction: repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  /** What each statement through `db` reads and which tables its committed writes changed (db/changes.ts). */
  changes: Changes;
  /**
   * The same database unwatched: its writes are not reported to `changes`. Only for tests that
   * change rows behind the server's back.
   */
  unwatched: Db;
  kind: 'pglite' | 'postgres';
  /**
   * How the job queue (pg-boss, db/jobs.ts) reaches this same database, through watched
   * connections: its writes are reported to `changes` like ours. pg-boss hands its options to
   * pg's pool, which takes the watched `Client`.
   */
  jobs: Pick<ConstructorOptions, 'connectionString' | 'max' | 'db' | 'backend'> & {
    Client?: typeof pg.Client;
  };
  /** The pool's connections (PostgreSQL; null for the embedded database), for metrics. */
  poolStats: (() => { total: number; idle: number; waiting: number }) | null;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

// From the repository root, not from this file: the same from src/ (tsx, tests) and from the bundle in dist/.
const migrationsFolder = path.join(REPO_ROOT, 'apps/server/drizzle');

export interface DatabaseOptions {
  /** postgres://… to use a PostgreSQL server. */
  url?: string | null;
  /** Folder for the embedded database; null keeps it in memory. */
  dataDir?: string | null;
  poolSize?: number;
  /** Called when an idle pooled connection fails (default: a line on stderr). */
  onIdleError?: (err: Error) => void;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) {
    const feed = changeFeed();
    const Client = watchedClient(feed);
    // A database that does not answer fails a request in seconds (503), never holds it.
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: opts.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
      Client,
    });
    // Opens its connections only if a test uses it.
    const unwatched = new pg.Pool({ connectionString: opts.url, max: 2 });
    // An idle connection that the server closes (restart, failover, admin command) must not crash
    // the process: the pool drops it and opens a new one when needed.
    for (const p of [pool, unwatched])
      p.on('error', (err) =>
        (opts.onIdleError ?? ((e) => console.error('database connection lost:', e.message)))(err),
      );
    const db = drizzlePg(pool, { schema, logger: { logQuery: (q) => feed.statement(q) } });
    return {
      db: db as unknown as Db,
      changes: feed,
      unwatched: drizzlePg(unwatched, { schema }) as unknown as Db,
      kind: 'postgres',
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      jobs: { connectionString: opts.url, max: 3, Client },
      async migrate() {
        await migratePg(db, { migrationsFolder });
        await feed.learn((text) => pool.query(text));
      },
      close: async () => {
        await Promise.all([pool.end(), unwatched.end()]);
      },
    };
  }
  let dataDir: string | undefined;
  if (opts.dataDir) {
    dataDir = path.join(opts.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  const client = new PGlite(dataDir);
  await client.waitReady;
  // Sorts and hashes that outgrow work_mem spill to base/pgsql_tmp, which PGlite does not create.
  if (dataDir) mkdirSync(path.join(dataDir, 'base', 'pgsql_tmp'), { recursive: true });
  await client.exec(`set work_mem = '32MB'`);
  const feed = changeFeed();
  const watched = watchedPglite(client, feed);
  const db = drizzlePglite(watched, {
    schema,
    logger: { logQuery: (q) => feed.statement(q) },
  });
  return {
    db: db as unknown as Db,
    changes: feed,
    unwatched: drizzlePglite(client, { schema }) as unknown as Db,
    kind: 'pglite',
    poolStats: null,
    jobs: { db: fromPglite(watched), backend: 'pglite' },
    async migrate() {
      await migratePglite(db, { migrationsFolder });
      await feed.learn((text) => client.query(text));
    },
    close: () => client.close(),
  };
}
