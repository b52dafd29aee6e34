// Cold start and memory (issue 15): `npm start` to healthy (spawn → GET /api/health 200) and the
// server's resident memory (VmRSS) idle and under load, for the compiled server that `npm start`
// runs and for its TypeScript sources through tsx (`npm start -- --from-source`: the same start,
// the server's sources through tsx as npm start ran them before), beside a bare Fastify (bench/bare-server.ts, Node's own type stripping, no tsx) measured
// in the same run. On the embedded database, and on PostgreSQL: DATABASE_URL when set (its user
// must be allowed to create databases), else a throwaway cluster when PostgreSQL is installed.
// Start times are medians of BENCH_START_ROUNDS, memory too.
//   npm run bench:start        BENCH_DB=pglite|postgres  BENCH_START_ROUNDS=3  BENCH_SECONDS=8
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { printTable, ROOT, rssMb, times, type BenchRow } from './lib';
import { SERVER_NODE_FLAGS } from '../apps/server/src/config';
import { startTempPostgres } from '../apps/server/src/test/temp-postgres';

const ROUNDS = Number(process.env.BENCH_START_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const SETTLE_MS = 5000;
const BARE_PORT = 3950;
const PORT = 3952;
const TEMP_PG_PORT = 3959;

type Variant = 'compiled' | 'tsx';
const VARIANTS: Variant[] = ['compiled', 'tsx'];

interface Started {
  /** The process `npm start` runs (scripts/start.mjs): the server runs in it, so its memory counts. */
  proc: ChildProcess;
  ms: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function healthy(url: string, proc: ChildProcess, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (proc.exitCode !== null) throw new Error(`${proc.spawnargs.join(' ')} exited (${proc.exitCode})`);
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(20);
  }
  throw new Error(`${url} did not answer 200`);
}

/**
 * `npm start`, as its script: scripts/start.mjs (with --from-source for the tsx variant). The
 * builds are brought up to date first, untimed; `built` says whether the start still had to build
 * (someone editing the web app meanwhile), which puts a Vite build into the figure.
 */
async function npmStart(
  variant: Variant,
  env: Record<string, string>,
): Promise<Started & { built: boolean }> {
  const built = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (built.status !== 0)
    throw new Error(`building before the start failed:\n${built.stdout}${built.stderr}`);
  if (built.stdout.includes('Building the'))
    console.log('(sources had changed: built before the start, untimed)');
  const t0 = performance.now();
  const proc = spawn(
    process.execPath,
    // As `npm start` runs it (package.json): with the server's V8 flags.
    [...SERVER_NODE_FLAGS, 'scripts/start.mjs', ...(variant === 'tsx' ? ['--from-source'] : [])],
    {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', PORT: String(PORT), ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let out = '';
  proc.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  try {
    await healthy(`http://127.0.0.1:${PORT}/api/health`, proc);
  } catch (err) {
    await stop(proc);
    throw err;
  }
  return {
    proc,
    ms: performance.now() - t0,
    built: out.includes('Building the'),
  };
}

/** A start measured until one did not have to build (at most 3 tries); `fresh` gives each try its database. */
async function timedStart(variant: Variant, fresh: () => Promise<Record<string, string>>) {
  for (let attempt = 1; ; attempt++) {
    const s = await npmStart(variant, await fresh());
    if (!s.built || attempt === 3) return s;
    console.warn(`${variant}: sources changed during the start (it built); measuring again`);
    await stop(s.proc);
  }
}

/** SIGTERM (the server shuts down and exits), SIGKILL after 15 s. */
async function stop(proc: ChildProcess) {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise((r) => proc.once('exit', r));
  proc.kill('SIGTERM');
  if (!(await Promise.race([exited.then(() => true), sleep(15_000).then(() => false)]))) {
    console.warn(`${proc.spawnargs.join(' ')}: no exit 15 s after SIGTERM, killed`);
    proc.kill('SIGKILL');
    await exited;
  }
}

/** Peak VmRSS of `pid` while autocannon runs 10 connections on `url` for SECONDS. */
async function rssUnderLoad(pid: number, url: string) {
  let peak = rssMb(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 200);
  try {
    const r = await autocannon({ url, connections: 10, duration: SECONDS });
    if (r.errors + r.non2xx > 0) console.warn(`${url}: ${r.errors} errors, ${r.non2xx} non-2xx`);
  } finally {
    clearInterval(sampler);
  }
  return Math.max(peak, rssMb(pid));
}

interface Memory {
  idle: number;
  health: number;
  articles: number;
}

/** A fresh, empty database for each start: a temp folder for PGlite, a new database on PostgreSQL. */
interface Databases {
  area: string;
  fresh(): Promise<{ env: Record<string, string>; drop(): Promise<void> }>;
  close(): void;
}

function pglite(): Databases {
  return {
    area: 'start & memory, PGlite',
    async fresh() {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'keh-bench-start-'));
      return { env: { DATA_DIR: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
    },
    close() {},
  };
}

function postgres(url: string, close = () => {}): Databases {
  let n = 0;
  const admin = async <T>(sql: string) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      return (await c.query(sql)) as T;
    } finally {
      await c.end();
    }
  };
  return {
    area: 'start & memory, PostgreSQL',
    async fresh() {
      const name = `keh_bench_start_${process.pid}_${++n}`;
      await admin(`create database ${name}`);
      const u = new URL(url);
      u.pathname = `/${name}`;
      const dir = mkdtempSync(path.join(os.tmpdir(), 'keh-bench-start-'));
      return {
        env: { DATABASE_URL: u.toString(), DATA_DIR: dir },
        drop: async () => {
          await admin(`drop database if exists ${name} with (force)`);
          rmSync(dir, { recursive: true, force: true });
        },
      };
    },
    close,
  };
}

/** The median: one slow start on a shared machine should not move the figure. */
const mid = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const ms = (x: number) => `${Math.round(x)} ms`;
const mb = (x: number) => `${Math.round(x)} MB`;

async function onDatabase(db: Databases, bare: { pid: number; idle: number; health: number }) {
  const first: Record<Variant, number[]> = { compiled: [], tsx: [] };
  const again: Record<Variant, number[]> = { compiled: [], tsx: [] };
  const memory: Record<Variant, Memory[]> = { compiled: [], tsx: [] };
  const base = `http://127.0.0.1:${PORT}`;

  // Once each, untimed: builds whatever is missing and warms the disk cache and tsx's cache.
  for (const variant of VARIANTS) {
    const d = await db.fresh();
    const warm = await npmStart(variant, d.env);
    await stop(warm.proc);
    await d.drop();
  }
  // Alternate the variants so machine noise hits both alike.
  for (let round = 0; round < ROUNDS; round++) {
    for (const variant of VARIANTS) {
      const dbs: Awaited<ReturnType<Databases['fresh']>>[] = [];
      const fresh = async () => {
        dbs.push(await db.fresh());
        return dbs.at(-1)!.env;
      };
      try {
        const a = await timedStart(variant, fresh); // empty database: migrations and the demo seed
        first[variant].push(a.ms);
        await stop(a.proc);
        const b = await timedStart(variant, async () => dbs.at(-1)!.env); // the same database: a restart
        again[variant].push(b.ms);
        try {
          await sleep(SETTLE_MS);
          const idle = rssMb(b.proc.pid!);
          const health = await rssUnderLoad(b.proc.pid!, `${base}/api/health`);
          const articles = await rssUnderLoad(b.proc.pid!, `${base}/api/articles`);
          memory[variant].push({ idle, health, articles });
        } finally {
          await stop(b.proc);
        }
      } finally {
        for (const d of dbs) await d.drop();
      }
      console.log(
        `${db.area}, ${variant}, round ${round + 1}: first start ${ms(first[variant].at(-1)!)}, ` +
          `restart ${ms(again[variant].at(-1)!)}, RSS ${JSON.stringify(memory[variant].at(-1), (_, v: unknown) => (typeof v === 'number' ? Math.round(v) : v))}`,
      );
    }
  }

  const area = db.area;
  const startRow = (figure: string, xs: Record<Variant, number[]>): BenchRow => ({
    area,
    figure,
    value: `compiled ${ms(mid(xs.compiled))}`,
    baseline: `tsx ${ms(mid(xs.tsx))}`,
    ratio: times(mid(xs.compiled) / mid(xs.tsx)),
  });
  const memRow = (figure: string, k: keyof Memory, bareMb: number, bareWhat: string): BenchRow[] =>
    VARIANTS.map((v) => {
      const x = mid(memory[v].map((m) => m[k]));
      return {
        area,
        figure: `${figure}, ${v}`,
        value: mb(x),
        baseline: `bare ${mb(bareMb)}${bareWhat}`,
        ratio: times(x / bareMb),
      };
    });
  return [
    startRow('npm start to healthy, empty database (migrate + demo seed)', first),
    startRow('npm start to healthy, seeded database (restart)', again),
    ...memRow(`RSS idle (${SETTLE_MS / 1000} s after start)`, 'idle', bare.idle, ''),
    ...memRow(
      `RSS under load, GET /api/health (10 conn, ${SECONDS} s)`,
      'health',
      bare.health,
      ', GET /bare same load',
    ),
    ...memRow(
      `RSS under load, GET /api/articles (10 conn, ${SECONDS} s)`,
      'articles',
      bare.health,
      ', GET /bare same load',
    ),
  ];
}

/** Every cold-start and memory row, on PGlite and (DATABASE_URL, or installed) PostgreSQL. */
export async function run(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const t0 = performance.now();
  const built = spawnSync(process.execPath, ['apps/server/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the server build failed');
  rows.push({
    area: 'start & memory',
    figure: 'server build (node apps/server/build.mjs; npm start runs it when sources changed)',
    value: ms(performance.now() - t0),
    baseline: '',
    ratio: '',
  });

  const bareProc = spawn(process.execPath, ['bench/bare-server.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(BARE_PORT) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const tb = performance.now();
    await healthy(`http://127.0.0.1:${BARE_PORT}/bare`, bareProc);
    const bareStart = performance.now() - tb;
    await sleep(SETTLE_MS);
    const bare = { pid: bareProc.pid!, idle: rssMb(bareProc.pid!), health: 0 };
    bare.health = await rssUnderLoad(bare.pid, `http://127.0.0.1:${BARE_PORT}/bare`);
    rows.push({
      area: 'start & memory',
      figure: 'bare Fastify (baseline): start to first answer · RSS idle · RSS under load',
      value: `${ms(bareStart)} · ${mb(bare.idle)} · ${mb(bare.health)}`,
      baseline: '',
      ratio: '',
    });

    const which = process.env.BENCH_DB;
    if (which !== 'postgres') rows.push(...(await onDatabase(pglite(), bare)));
    if (which !== 'pglite') {
      let db: Databases | null = null;
      if (process.env.DATABASE_URL) db = postgres(process.env.DATABASE_URL);
      else {
        const temp = startTempPostgres(TEMP_PG_PORT);
        if (temp) db = postgres(temp.url, () => temp.stop());
        else console.log('PostgreSQL: no DATABASE_URL and none installed; its rows are left out.');
      }
      if (db) {
        try {
          rows.push(...(await onDatabase(db, bare)));
        } finally {
          db.close();
        }
      }
    }
  } finally {
    await stop(bareProc);
  }
  return rows;
}

if (import.meta.filename === process.argv[1]) printTable('Cold start and memory', await run());
