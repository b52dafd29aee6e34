// bench/requests: the request path — the profile and every list route — on the embedded database
// and on PostgreSQL, each against a bare Fastify JSON route measured in the same run, alternating
// (bare, subjects, bare, subjects) so machine noise hits both alike. The ratio is by CPU time per
// request (the server's, plus PostgreSQL's), the way issue 15 measured it; req/s and latencies are
// printed beside it. 5,000 captains and 20,000 members are seeded first. Nothing is remembered between
// requests (decision 0026): each call reads the database. These are single-route figures, one caller
// asking one URL; the realistic mix of many people is bench/journeys (issue 27).
//   node --import tsx bench/requests.ts          (both databases when PostgreSQL is installed)
//   BENCH_DB=pglite|postgres  BENCH_SECONDS=5  BENCH_ROUNDS=2  BENCH_CAPTAINS=…  BENCH_MEMBERS=…
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  measureLoad,
  printTable,
  signIn,
  startProcess,
  times,
  waitFor,
  type BenchRow,
  type Load,
} from './lib';
import { startTempPostgres, type TempPostgres } from '../apps/server/src/test/temp-postgres';
import { seedLarge } from './seed-large';

const CAPTAINS = Number(process.env.BENCH_CAPTAINS ?? 5000);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 20000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
/** The server as production runs it (compiled) when built, else its sources through tsx. */
export const SERVER_ENTRY = process.env.BENCH_SERVER_ENTRY ?? 'apps/server/src/main.ts';

interface Subject {
  figure: string;
  path: string;
  as: 'mentor' | 'mentee' | 'admin';
  connections?: number;
}

const SUBJECTS: Subject[] = [
  { figure: 'GET /api/user/profile', path: '/api/user/profile', as: 'mentor' },
  {
    figure: 'GET /api/user/profile, 50 connections',
    path: '/api/user/profile',
    as: 'mentor',
    connections: 50,
  },
  {
    figure: `matching first page (${CAPTAINS.toLocaleString('en-GB')} captains)`,
    path: '/api/mentee/mentors?limit=12&offset=0',
    as: 'mentee',
  },
  { figure: 'workspace with feed (GET /api/mentee/mentoring)', path: '/api/mentee/mentoring', as: 'mentee' },
  { figure: 'conversations (GET /api/conversations)', path: '/api/conversations', as: 'mentee' },
  { figure: 'events (GET /api/user/events)', path: '/api/user/events', as: 'mentee' },
  { figure: 'articles (GET /api/articles)', path: '/api/articles', as: 'mentee' },
  { figure: 'console people (GET /api/admin/users)', path: '/api/admin/users', as: 'admin' },
  { figure: 'review queue (GET /api/admin/articles)', path: '/api/admin/articles', as: 'admin' },
  {
    figure: 'questionnaire changes (GET /api/admin/survey-change-requests)',
    path: '/api/admin/survey-change-requests',
    as: 'admin',
  },
  { figure: 'audit log (GET /api/admin/audit-log)', path: '/api/admin/audit-log', as: 'admin' },
  {
    figure: 'failed mails (GET /api/admin/mail/dead-letters)',
    path: '/api/admin/mail/dead-letters',
    as: 'admin',
  },
  { figure: 'programme overview (GET /api/admin/overview)', path: '/api/admin/overview', as: 'admin' },
  { figure: 'next sessions (GET /api/sessions/next)', path: '/api/sessions/next', as: 'mentee' },
  { figure: 'held sessions (GET /api/admin/sessions)', path: '/api/admin/sessions?status=held', as: 'admin' },
  { figure: 'reports (GET /api/admin/reports)', path: '/api/admin/reports', as: 'admin' },
  { figure: 'blocks (GET /api/blocks)', path: '/api/blocks', as: 'mentee' },
  { figure: 'consents (GET /api/user/consents)', path: '/api/user/consents', as: 'mentee' },
  { figure: 'account deletions (GET /api/admin/deletions)', path: '/api/admin/deletions', as: 'admin' },
];

const avg = (xs: Load[], k: 'rps' | 'p50' | 'p99' | 'cpuPerReq' | 'errors') =>
  xs.reduce((a, x) => a + x[k], 0) / xs.length;

/** What these rows are: one caller asking one URL over and over (issue 27: the journeys are the mix). */
const LABEL = ', single route, one caller';

async function onDatabase(pg: TempPostgres | null): Promise<BenchRow[]> {
  const area = pg ? 'PostgreSQL' : 'embedded (PGlite)';
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'keh-bench-requests-'));
  const started = Date.now();
  await seedLarge({ url: pg?.url ?? null, dataDir, captains: CAPTAINS, members: MEMBERS });
  console.log(`${area}: seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const env: Record<string, string> = { PORT: '3922', DATA_DIR: dataDir, NODE_ENV: 'development' };
  if (pg) env.DATABASE_URL = pg.url;
  const bare = startProcess('bench/bare-server.ts', { PORT: '3921' });
  try {
    await waitFor('http://127.0.0.1:3921/bare');
    // Every read goes to the database (decision 0026): one pass.
    return await onServer(area, env, SUBJECTS, bare.pid!, pg);
  } finally {
    bare.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onServer(
  area: string,
  env: Record<string, string>,
  subjects: Subject[],
  barePid: number,
  pg: TempPostgres | null,
): Promise<BenchRow[]> {
  const server = startProcess(SERVER_ENTRY, env);
  const exited = new Promise((resolve) => server.once('exit', resolve));
  try {
    const base = 'http://127.0.0.1:3922';
    await waitFor(`${base}/api/health`);
    const tokens = {
      mentor: await signIn(base, 'mentor@example.com', 'Password12'),
      mentee: await signIn(base, 'mentee@example.com', 'Password12'),
      admin: await signIn(base, 'admin@example.com', 'Password12'),
    };
    const serving = () => [server.pid!, ...(pg?.pids() ?? [])];
    const bareRuns: Load[] = [];
    const runs = new Map<Subject, Load[]>(subjects.map((s) => [s, []]));
    for (let round = 0; round < ROUNDS; round++) {
      bareRuns.push(
        await measureLoad('bare', 'http://127.0.0.1:3921/bare', () => [barePid], { duration: SECONDS }),
      );
      for (const s of subjects) {
        const load = await measureLoad(s.figure, `${base}${s.path}`, serving, {
          headers: { authorization: `Bearer ${tokens[s.as]}` },
          duration: SECONDS,
          connections: s.connections ?? 10,
        });
        runs.get(s)!.push(load);
      }
    }
    const b = { rps: avg(bareRuns, 'rps'), cpu: avg(bareRuns, 'cpuPerReq') };
    return subjects.map((s) => {
      const xs = runs.get(s)!;
      const errors = avg(xs, 'errors');
      return {
        area,
        figure: s.figure + LABEL,
        value:
          `${Math.round(avg(xs, 'rps'))} req/s · p50 ${avg(xs, 'p50').toFixed(0)} ms · p99 ${avg(xs, 'p99').toFixed(0)} ms` +
          ` · ${avg(xs, 'cpuPerReq').toFixed(2)} ms CPU/req${errors ? ` · ${errors} errors` : ''}`,
        baseline: `bare ${Math.round(b.rps)} req/s · ${b.cpu.toFixed(3)} ms CPU/req`,
        ratio: `${times(b.cpu / avg(xs, 'cpuPerReq'))} CPU · ${times(avg(xs, 'rps') / b.rps)} req/s`,
      };
    });
  } finally {
    server.kill();
    await exited;
  }
}

/** Every request-path row, on PGlite and (when installed) PostgreSQL. */
export async function run(): Promise<BenchRow[]> {
  const which = process.env.BENCH_DB;
  const rows: BenchRow[] = [];
  if (which !== 'postgres') rows.push(...(await onDatabase(null)));
  if (which !== 'pglite') {
    const pg = startTempPostgres(5499);
    if (!pg) console.log('PostgreSQL is not installed here: its rows are left out.');
    else {
      try {
        rows.push(...(await onDatabase(pg)));
      } finally {
        pg.stop();
      }
    }
  }
  return rows;
}

if (import.meta.filename === process.argv[1]) printTable('Request path', await run());
