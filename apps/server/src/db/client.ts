import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { fromPglite, type ConstructorOptions } from 'pg-boss';
import { REPO_ROOT } from '../config';
import * as schema from './schema';
import { namingPglite } from './pglite-statements';
import { GENERIC_PLANS, namingClient, NO_JIT } from './statement-names';

export type Schema = typeof schema;
/** The drizzle database, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A database or a transaction: repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** How the job queue (pg-boss, db/jobs.ts) reaches this same database. */
  jobs: Pick<ConstructorOptions, 'connectionString' | 'max' | 'db' | 'backend'>;
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
    // A database that does not answer fails a request in seconds (503), never holds it.
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: opts.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
      // Every statement prepared once per connection (decision 0036); a connection is replaced
      // after half an hour, which bounds the statements it keeps.
      Client: namingClient(),
      maxLifetimeSeconds: 30 * 60,
      // Generic plans from the first call, and no JIT (decision 0041). A DATABASE_URL that sets its
      // own `options` replaces these; behind a pooler that refuses startup options, set
      // plan_cache_mode and jit on the database's role instead.
      options: `-c ${GENERIC_PLANS} -c ${NO_JIT}`,
    });
    // An idle connection that the server closes (restart, failover, admin command) must not crash
    // the process: the pool drops it and opens a new one when needed.
    const lost = (err: Error) =>
      (opts.onIdleError ?? ((e) => console.error('database connection lost:', e.message)))(err);
    pool.on('error', lost);
    // A connection in use when the server goes away fails its query; its own 'error' must not end
    // the process either.
    pool.on('connect', (client) => client.on('error', lost));
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      jobs: { connectionString: opts.url, max: 3 },
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  let dataDir: string | undefined;
  if (opts.dataDir) {
    dataDir = path.join(opts.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  // Loaded only here: a server on PostgreSQL never needs the embedded database's code (~6 MB of
  // memory once loaded; decision 0029, Memory).
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  // 32 MB of shared buffers, not PostgreSQL's 128 MB: inside WebAssembly they are memory the process
  // keeps from the start (~110 MB less resident memory); pages beyond them come from the
  // operating system's file cache (decision 0029, Memory).
  const client = new (namingPglite(PGlite))(dataDir, {
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
  });
  await client.waitReady;
  // Sorts and hashes that outgrow work_mem spill to base/pgsql_tmp, which PGlite does not create.
  if (dataDir) mkdirSync(path.join(dataDir, 'base', 'pgsql_tmp'), { recursive: true });
  // Generic plans, as on PostgreSQL (decision 0041); statements prepared once (decision 0042).
  await client.exec(`set work_mem = '32MB'; set ${GENERIC_PLANS}`);
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    poolStats: null,
    jobs: { db: fromPglite(client), backend: 'pglite' },
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
