// bench/journeys (issue 27): many people, each asking for their own pages once. 2,000 Members and
// 200 Captains (bench/journeys-seed.ts: bulk SQL through the app's schema; a sample made through
// the real API checks the shape, bench/journeys-sample.ts), paired, with plans, feeds,
// conversations, events and articles; 50 virtual users in a closed loop (bench/journeys-load.ts),
// each iteration a person who has not asked in the last few seconds and a page from the mix.
// Printed per page type: pages, requests, p50/p95/p99 of the page (its calls in parallel, as the
// web app makes them), errors; overall pages/s and requests/s, CPU ms per request (the server
// process plus PostgreSQL's backends, /proc/<pid>/stat), the ratio against a bare Fastify route
// measured in the same run (alternating bare, journeys, bare, journeys), the share of repeated
// reads (same person and URL within 5 s) and the server's resident memory idle and after the load.
// Every read goes to the database (the server remembers no answers, decision 0026).
//   npm run bench:journeys     BENCH_DB=pglite|postgres  BENCH_SECONDS=20  BENCH_ROUNDS=2
//   BENCH_SCALE=10             also 10× the data (50,000 Members, 5,000 Captains, 500,000 messages,
//                              100,000 articles, 20,000 events; on PostgreSQL), side by side
//   BENCH_USERS=50             virtual users    BENCH_PG_STATS=1  print pg_stat_statements' top 15
//   BENCH_WARMUP=20            seconds of untimed load before the rounds
//   BENCH_TOPOLOGY=nginx       instead: 1 and 2 compiled processes behind nginx on PostgreSQL
//                              (BENCH_PROCESSES=1,2; bench/journeys-topology.ts)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { cpuByPid, printTable, rssMb, startProcess, times, waitFor, type BenchRow } from './lib';
import { PAGE_TYPES, keptAliveClient, percentile, runJourneys, type LoadResult } from './journeys-load';
import { apiSample } from './journeys-sample';
import { seedJourneys, sizeFor, type Cast } from './journeys-seed';
import { startTempPostgres, type TempPostgres } from '../apps/server/src/test/temp-postgres';
import { runOnTopology } from './journeys-topology';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
/**
 * Untimed load before the rounds: a server runs for days, so its figures are taken warm (V8's
 * optimised code, each pooled connection's prepared statements and plans); in the first 10 s after
 * a start a request costs ~10 % more CPU (decision 0029, Warm-up).
 */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 20);
const USERS = Number(process.env.BENCH_USERS ?? 50);
const SCALES = Number(process.env.BENCH_SCALE ?? 1) > 1 ? [1, Number(process.env.BENCH_SCALE)] : [1];
const SERVER_ENTRY = process.env.BENCH_SERVER_ENTRY ?? 'apps/server/src/main.ts';
const PORT = 3712;
const BARE_PORT = 3711;
const PG_PORT = 3719;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * CPU ms the processes used while `work` ran, all of them and the first alone (the server);
 * processes started meanwhile (new backends) count whole.
 */
async function charged<T>(pids: () => number[], work: () => Promise<T>): Promise<[T, number, number]> {
  const first = pids()[0];
  const before = cpuByPid(pids());
  const out = await work();
  const after = cpuByPid([...new Set([...before.keys(), ...pids()])]);
  let used = 0;
  let firstUsed = 0;
  for (const [pid, ms] of after) {
    used += ms - (before.get(pid) ?? 0);
    if (pid === first) firstUsed = ms - (before.get(pid) ?? 0);
  }
  return [out, used, firstUsed];
}

interface Run {
  load: LoadResult;
  cpuMs: number;
  /** Of which the server process (the rest: PostgreSQL's backends). */
  serverCpuMs: number;
  bare: { rps: number; cpuPerReq: number };
}

interface Measured {
  area: string;
  scale: number;
  runs: Run[];
  rssIdle: number;
  rssAfter: number;
  sample: string;
  seedSeconds: number;
}

async function onDatabase(pgServer: TempPostgres | null, scale: number): Promise<Measured> {
  const area = pgServer ? 'PostgreSQL' : 'embedded (PGlite)';
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'keh-bench-journeys-'));
  const size = sizeFor(scale);
  let url = pgServer?.url ?? null;
  if (pgServer) {
    // A database of its own per size, on the one cluster.
    const admin = new pg.Client({ connectionString: pgServer.url });
    await admin.connect();
    await admin.query(`create database journeys_${scale}`);
    await admin.end();
    url = pgServer.url.replace(/\/bench$/, `/journeys_${scale}`);
  }
  console.log(`${area}, ${scale}×: seeding ${JSON.stringify(size)}`);
  const t0 = Date.now();
  const cast: Cast = await seedJourneys({ url, dataDir, size });
  const seedSeconds = (Date.now() - t0) / 1000;
  const env: Record<string, string> = {
    PORT: String(PORT),
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
  };
  if (url) env.DATABASE_URL = url;
  const bare = startProcess('bench/bare-server.ts', { PORT: String(BARE_PORT) });
  const server = startProcess(SERVER_ENTRY, env);
  const exited = new Promise((resolve) => server.once('exit', resolve));
  try {
    const base = `http://127.0.0.1:${PORT}`;
    await Promise.all([waitFor(`http://127.0.0.1:${BARE_PORT}/bare`), waitFor(`${base}/api/health`)]);
    await sleep(5000);
    const rssIdle = rssMb(server.pid!);
    const sample = await apiSample(base, cast);
    if (pgServer) await resetStatements(url!);
    // Warm up (connections opened, statements prepared and planned, code optimised), untimed; the
    // rounds keep the warm-up's connections, as browsers keep theirs.
    const client = keptAliveClient(USERS);
    const fetchFor = () => client.fetch;
    await runJourneys(base, cast, { users: USERS, seconds: WARMUP, seed: 1, fetchFor });
    const serving = () => [server.pid!, ...(pgServer?.pids() ?? [])];
    const runs: Run[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const [b, bareCpu] = await charged(
        () => [bare.pid!],
        () =>
          autocannon({ url: `http://127.0.0.1:${BARE_PORT}/bare`, connections: USERS, duration: SECONDS }),
      );
      const bareRequests = b.requests.total;
      const [load, cpuMs, serverCpuMs] = await charged(serving, () =>
        runJourneys(base, cast, { users: USERS, seconds: SECONDS, seed: 100 + round, fetchFor }),
      );
      runs.push({
        load,
        cpuMs,
        serverCpuMs,
        bare: { rps: bareRequests / SECONDS, cpuPerReq: bareCpu / Math.max(1, bareRequests) },
      });
      if (load.errorSamples.length) console.log(`errors: ${load.errorSamples.join(' | ')}`);
    }
    await client.close();
    const rssAfter = rssMb(server.pid!);
    if (pgServer && process.env.BENCH_PG_STATS) await printStatements(url!);
    return { area, scale, runs, rssIdle, rssAfter, sample, seedSeconds };
  } finally {
    server.kill();
    bare.kill();
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function resetStatements(url: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query('create extension if not exists pg_stat_statements');
    await c.query('select pg_stat_statements_reset()');
  } catch {
    // the cluster was started without the library: no statement figures
  } finally {
    await c.end();
  }
}

/** The statements that cost the most in total (BENCH_PG_STATS=1). */
async function printStatements(url: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query(`select calls, round(total_exec_time::numeric, 0) as total_ms,
        round(mean_exec_time::numeric, 3) as mean_ms, rows, left(regexp_replace(query, '\\s+', ' ', 'g'), 160) as query
      from pg_stat_statements where query not like '%pg_stat_statements%' order by total_exec_time desc limit 15`);
    console.table(rows);
  } catch (e) {
    console.log(`pg_stat_statements: ${(e as Error).message}`);
  } finally {
    await c.end();
  }
}

const sum = (xs: number[]) => xs.reduce((a, x) => a + x, 0);

/** The table's rows for one database and size. */
function rowsOf(m: Measured): BenchRow[] {
  const area = `${m.area}, ${m.scale}×`;
  const all = (f: (r: Run) => number) => sum(m.runs.map(f));
  const requests = all((r) => r.load.requests);
  const seconds = all((r) => r.load.seconds);
  const cpuPerReq = all((r) => r.cpuMs) / Math.max(1, requests);
  const serverPerReq = all((r) => r.serverCpuMs) / Math.max(1, requests);
  const bareCpu = sum(m.runs.map((r) => r.bare.cpuPerReq)) / m.runs.length;
  const bareRps = sum(m.runs.map((r) => r.bare.rps)) / m.runs.length;
  const latencies = m.runs.flatMap((r) => [...r.load.byType.values()].flatMap((s) => s.latencies));
  const errors = all((r) => r.load.errors);
  const repeated =
    all((r) => r.load.repeatedReads) /
    Math.max(
      1,
      all((r) => r.load.reads),
    );
  const baseline = `bare ${Math.round(bareRps)} req/s · ${bareCpu.toFixed(3)} ms CPU/req`;
  const rows: BenchRow[] = [
    {
      area,
      figure: `journeys, ${USERS} users, all pages`,
      value:
        `${(all((r) => r.load.pages) / seconds).toFixed(0)} pages/s · ${(requests / seconds).toFixed(0)} req/s · ` +
        `page p95 ${percentile(latencies, 95).toFixed(0)} ms · ${cpuPerReq.toFixed(2)} ms CPU/req (server ${serverPerReq.toFixed(2)}) · ${errors} errors · ` +
        `${(repeated * 100).toFixed(1)} % repeated reads`,
      baseline,
      ratio: `${times(bareCpu / cpuPerReq)} CPU · ${times(requests / seconds / bareRps)} req/s`,
    },
  ];
  for (const t of PAGE_TYPES) {
    const stats = m.runs.map((r) => r.load.byType.get(t)!);
    const l = stats.flatMap((s) => s.latencies);
    const errs = sum(stats.map((s) => s.errors));
    rows.push({
      area,
      figure: `  ${t}`,
      value:
        `${sum(stats.map((s) => s.pages))} pages · ${sum(stats.map((s) => s.requests))} req · ` +
        `p50 ${percentile(l, 50).toFixed(0)} · p95 ${percentile(l, 95).toFixed(0)} · p99 ${percentile(l, 99).toFixed(0)} ms` +
        (errs ? ` · ${errs} errors` : ''),
      baseline: '',
      ratio: '',
    });
  }
  rows.push({
    area,
    figure: 'server memory (VmRSS)',
    value: `idle ${m.rssIdle.toFixed(0)} MB · after the load ${m.rssAfter.toFixed(0)} MB`,
    baseline: '',
    ratio: '',
  });
  return rows;
}

/** Every journeys row: PGlite at 1×, PostgreSQL at each size (BENCH_SCALE=10 adds 10×). */
export async function run(): Promise<BenchRow[]> {
  if (process.env.BENCH_TOPOLOGY === 'nginx') return runOnTopology();
  const which = process.env.BENCH_DB;
  const measured: Measured[] = [];
  if (which !== 'postgres') measured.push(await onDatabase(null, 1));
  if (which !== 'pglite') {
    const pgServer = startTempPostgres(PG_PORT, ['shared_preload_libraries=pg_stat_statements']);
    if (!pgServer) console.log('PostgreSQL is not installed here: its rows are left out.');
    else {
      try {
        for (const scale of SCALES) measured.push(await onDatabase(pgServer, scale));
      } finally {
        pgServer.stop();
      }
    }
  }
  for (const m of measured)
    console.log(`${m.area}, ${m.scale}×: seeded in ${m.seedSeconds.toFixed(0)} s; ${m.sample}`);
  return measured.flatMap(rowsOf);
}

if (import.meta.filename === process.argv[1])
  printTable(
    `Journeys: ${USERS} people at once, ${ROUNDS} × ${SECONDS} s, every read from the database`,
    await run(),
  );
