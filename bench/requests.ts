// bench/requests: the request path — the profile and every list route — on the embedded database
// and on PostgreSQL, each against a bare Fastify JSON route measured in the same run, alternating
// (bare, subjects, bare, subjects) so machine noise hits both alike. The ratio is by CPU time per
// request (the server's, plus PostgreSQL's), the way issue 15 measured it; req/s and latencies are
// printed beside it. 5,000 captains and 20,000 members are seeded first. Three passes: remembered
// answers (the default), read every time (SESSION_CACHE_MS=0), and remembered while another person
// writes chat messages (their CPU counted in the figure; BENCH_CHAT_WRITES per second, default 20).
//   node --import tsx bench/requests.ts          (both databases when PostgreSQL is installed)
//   BENCH_DB=pglite|postgres  BENCH_SECONDS=5  BENCH_CAPTAINS=…  BENCH_MEMBERS=…  BENCH_PASSES=…
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
import { startTempPostgres, type TempPostgres } from './pg';
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
];

const avg = (xs: Load[], k: 'rps' | 'p50' | 'p99' | 'cpuPerReq' | 'errors') =>
  xs.reduce((a, x) => a + x[k], 0) / xs.length;

/** The lists once more with the recent reads off (SESSION_CACHE_MS=0): each call reads the database. */
const UNREMEMBERED = SUBJECTS.filter((s) => !s.path.startsWith('/api/user/profile'));
/** The profile and the lists once more, remembered, while people chat (writes to the chat's tables). */
const WHILE_CHATTING = SUBJECTS.filter((s) => !s.connections);
const CHAT_WRITES_PER_S = Number(process.env.BENCH_CHAT_WRITES ?? 20);
/** Which passes run (all three unless BENCH_PASSES names some: remembered,every,chatting). */
const PASSES = new Set((process.env.BENCH_PASSES ?? 'remembered,every,chatting').split(','));

/**
 * Another person writing while a figure is measured: the captain posts a chat message to the
 * Member every 1/`perSecond` s. Answers how many writes were answered 200 when stopped.
 */
function chatting(base: string, token: string, perSecond: number) {
  let stopped = false;
  let done = 0;
  const loop = (async () => {
    const auth = { authorization: `Bearer ${token}` };
    const list = (await (await fetch(`${base}/api/conversations`, { headers: auth })).json()) as {
      data: { id: number }[];
    };
    const url = `${base}/api/conversations/${list.data[0]!.id}`;
    while (!stopped) {
      const next = Date.now() + 1000 / perSecond;
      const res = await fetch(url, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ body: `A message at ${new Date().toISOString()}` }),
      });
      if (res.ok) done++;
      await new Promise((r) => setTimeout(r, Math.max(0, next - Date.now())));
    }
  })();
  return async () => {
    stopped = true;
    await loop;
    return done;
  };
}

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
    // Remembered (the default: a list asked again within 5 s with no change to what it read), read
    // every time, then remembered while people chat. The embedded database allows one process at a
    // time: one server after the other.
    const rows: BenchRow[] = [];
    if (PASSES.has('remembered')) rows.push(...(await onServer(area, env, SUBJECTS, '', bare.pid!, pg)));
    if (PASSES.has('every'))
      rows.push(
        ...(await onServer(
          area,
          { ...env, SESSION_CACHE_MS: '0' },
          UNREMEMBERED,
          ', read every time',
          bare.pid!,
          pg,
        )),
      );
    if (PASSES.has('chatting'))
      rows.push(
        ...(await onServer(
          area,
          env,
          WHILE_CHATTING,
          `, remembered while ${CHAT_WRITES_PER_S} chat messages/s are written`,
          bare.pid!,
          pg,
          CHAT_WRITES_PER_S,
        )),
      );
    return rows;
  } finally {
    bare.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onServer(
  area: string,
  env: Record<string, string>,
  subjects: Subject[],
  suffix: string,
  barePid: number,
  pg: TempPostgres | null,
  chatWritesPerS = 0,
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
    const runs = new Map<Subject, (Load & { written: number })[]>(subjects.map((s) => [s, []]));
    for (let round = 0; round < ROUNDS; round++) {
      bareRuns.push(
        await measureLoad('bare', 'http://127.0.0.1:3921/bare', () => [barePid], { duration: SECONDS }),
      );
      for (const s of subjects) {
        const stop = chatWritesPerS ? chatting(base, tokens.mentor, chatWritesPerS) : null;
        const load = await measureLoad(s.figure, `${base}${s.path}`, serving, {
          headers: { authorization: `Bearer ${tokens[s.as]}` },
          duration: SECONDS,
          connections: s.connections ?? 10,
        });
        const written = (await stop?.()) ?? 0;
        if (stop && written === 0) throw new Error(`no chat message was written during "${s.figure}"`);
        runs.get(s)!.push({ ...load, written });
      }
    }
    const b = { rps: avg(bareRuns, 'rps'), cpu: avg(bareRuns, 'cpuPerReq') };
    return subjects.map((s) => {
      const xs = runs.get(s)!;
      const errors = avg(xs, 'errors');
      return {
        area,
        figure: s.figure + suffix,
        value:
          `${Math.round(avg(xs, 'rps'))} req/s · p50 ${avg(xs, 'p50').toFixed(0)} ms · p99 ${avg(xs, 'p99').toFixed(0)} ms` +
          ` · ${avg(xs, 'cpuPerReq').toFixed(2)} ms CPU/req${errors ? ` · ${errors} errors` : ''}` +
          (chatWritesPerS
            ? ` · ${(xs.reduce((a, x) => a + x.written, 0) / xs.length / SECONDS).toFixed(0)} writes/s`
            : ''),
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
