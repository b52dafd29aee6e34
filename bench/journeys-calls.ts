// bench/journeys-calls (issue 27): what each call of the journeys mix costs on its own, in CPU ms
// of the server and of PostgreSQL's backends, and in statements. Against a database seeded by
// bench/journeys-seed.ts (BENCH_DATABASE_URL), with the server started here (compiled or through
// tsx, BENCH_SERVER_ENTRY). Each call is asked BENCH_CALLS times (default 300) by 4 people at once,
// each time a different person; the machine's other work inflates CPU ms less than wall time.
//   BENCH_DATABASE_URL=postgres://…/journeys node --import tsx bench/journeys-calls.ts
//   BENCH_ONLY=mentors     only the calls whose name contains this
//   BENCH_PORT=3713        the server's port (two runs side by side need two)
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { readFileSync } from 'node:fs';
import { cpuByPid, startProcess, waitFor } from './lib';
import { readCast, seedJourneys, sizeFor, tokenOf, type Cast } from './journeys-seed';
import { startTempPostgres } from '../apps/server/src/test/temp-postgres';

const PG_PORT = 3718;
const N = Number(process.env.BENCH_CALLS ?? 300);
const PORT = Number(process.env.BENCH_PORT ?? 3713);
const ENTRY = process.env.BENCH_SERVER_ENTRY ?? 'apps/server/src/main.ts';

type Person = Cast['people'][number];
const pick = <T>(xs: readonly T[]) => xs[Math.floor(Math.random() * xs.length)]!;
const DAY = 86_400;
const today = Math.floor(Date.now() / 1000 / DAY) * DAY;

/** The calls, each with who asks it and its path. */
const CALLS: { name: string; who: 'mentee' | 'mentor'; path: (p: Person, c: Cast) => string | null }[] = [
  { name: 'GET user/profile', who: 'mentee', path: () => '/api/user/profile' },
  {
    name: 'GET user/events (a day)',
    who: 'mentee',
    path: () => `/api/user/events?date=${today}&until=${today + DAY}&filter=all`,
  },
  { name: 'GET user/events/{id}', who: 'mentee', path: (_, c) => `/api/user/events/${pick(c.events)}` },
  { name: 'GET mentee/mentors (page 1)', who: 'mentee', path: () => '/api/mentee/mentors?limit=12&offset=0' },
  { name: 'GET mentee/requests', who: 'mentee', path: () => '/api/mentee/requests' },
  { name: 'GET mentor/requests', who: 'mentor', path: () => '/api/mentor/requests' },
  { name: 'GET mentor/mentees', who: 'mentor', path: () => '/api/mentor/mentees' },
  {
    name: 'GET mentee/mentoring',
    who: 'mentee',
    path: (p) => (p.mentoringId ? '/api/mentee/mentoring' : null),
  },
  {
    name: 'GET mentor/mentees/{id}/mentoring',
    who: 'mentor',
    path: (p) => (p.partners.length ? `/api/mentor/mentees/${pick(p.partners)}/mentoring` : null),
  },
  { name: 'GET conversations', who: 'mentee', path: () => '/api/conversations' },
  {
    name: 'GET conversations/{id}',
    who: 'mentee',
    path: (p) => `/api/conversations/${pick(p.conversations)}?limit=10&offset=0`,
  },
  { name: 'GET conversations/search', who: 'mentee', path: () => '/api/conversations/search?query=cash' },
  { name: 'GET articles/categories', who: 'mentee', path: () => '/api/articles/categories' },
  { name: 'GET articles', who: 'mentee', path: () => '/api/articles?limit=20&offset=0' },
  {
    name: 'GET articles?category',
    who: 'mentee',
    path: (_, c) => `/api/articles?limit=20&offset=0&category=${pick(c.categories)}`,
  },
  {
    name: 'GET articles/search',
    who: 'mentee',
    path: () =>
      `/api/articles/search?query=${pick(['cash', 'loan', 'pricing', 'tax', 'supplier'])}&limit=20&offset=0`,
  },
  { name: 'GET articles/{id}', who: 'mentee', path: (_, c) => `/api/articles/${pick(c.articles)}` },
  { name: 'GET user/profile/email-settings', who: 'mentee', path: () => '/api/user/profile/email-settings' },
  { name: 'GET mentee/profile/survey', who: 'mentee', path: () => '/api/mentee/profile/survey' },
  {
    name: 'GET mentee/mentors/{id}',
    who: 'mentee',
    path: (p) => (p.partners.length ? `/api/mentee/mentors/${pick(p.partners)}` : null),
  },
  {
    name: 'GET mentor/mentees/{id}',
    who: 'mentor',
    path: (p) => (p.partners.length ? `/api/mentor/mentees/${pick(p.partners)}` : null),
  },
];

/** The kernel's share of a process's CPU (system time over user plus system), in ticks. */
function sysTicks(pid: number): [number, number] {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return [Number(f[11]), Number(f[12])];
}

async function backends(): Promise<number[]> {
  const c = new pg.Client({ connectionString: URL_ });
  await c.connect();
  const db = new URL(URL_).pathname.slice(1);
  const { rows } = await c.query(
    'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [db],
  );
  await c.end();
  return rows.map((r) => Number(r.pid));
}

async function statementCalls(): Promise<number> {
  const c = new pg.Client({ connectionString: URL_ });
  await c.connect();
  try {
    const { rows } = await c.query(`select coalesce(sum(calls), 0)::int as n from pg_stat_statements s
      join pg_database d on d.oid = s.dbid where d.datname = current_database()
      and query not like '%pg_stat%' and query not like '%pgboss%'`);
    return rows[0].n;
  } catch {
    return NaN;
  } finally {
    await c.end();
  }
}

const temp = process.env.BENCH_DATABASE_URL
  ? null
  : startTempPostgres(PG_PORT, ['shared_preload_libraries=pg_stat_statements']);
if (!process.env.BENCH_DATABASE_URL && !temp)
  throw new Error('PostgreSQL is not installed: set BENCH_DATABASE_URL');
const URL_ = process.env.BENCH_DATABASE_URL ?? temp!.url;
if (temp) {
  await seedJourneys({ url: URL_, dataDir: `/tmp/keh-bench-calls-${PORT}`, size: sizeFor(1) });
  const c = new pg.Client({ connectionString: URL_ });
  await c.connect();
  await c.query('create extension if not exists pg_stat_statements');
  await c.end();
}
const database = await openDatabase({ url: URL_ });
const cast = await readCast(database.db);
await database.close();
const server = startProcess(ENTRY, {
  PORT: String(PORT),
  DATABASE_URL: URL_,
  DATA_DIR: `/tmp/keh-bench-calls-${PORT}`,
});
try {
  await waitFor(`http://127.0.0.1:${PORT}/api/health`);
  const ask = async (path: string, p: Person) => {
    const res = await fetch(`http://127.0.0.1:${PORT}${path}`, {
      headers: { authorization: `Bearer ${tokenOf(p.id)}` },
    });
    await res.arrayBuffer();
    if (res.status >= 400) throw new Error(`${path}: ${res.status}`);
  };
  const rows: Record<string, string | number>[] = [];
  const only = process.env.BENCH_ONLY;
  for (const call of CALLS.filter((c) => !only || c.name.includes(only))) {
    const people = cast.people.filter((p) => p.type === call.who && call.path(p, cast) !== null);
    const run = async (n: number) => {
      let i = 0;
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          while (i++ < n) {
            const p = pick(people);
            await ask(call.path(p, cast)!, p);
          }
        }),
      );
    };
    await run(40); // warm: connections, prepared statements, caches
    const pids = [server.pid!, ...(await backends())];
    const s0 = await statementCalls();
    const before = cpuByPid(pids);
    const [u0, k0] = sysTicks(server.pid!);
    const t0 = performance.now();
    await run(N);
    const ms = performance.now() - t0;
    const after = cpuByPid(pids);
    const [u1, k1] = sysTicks(server.pid!);
    const s1 = await statementCalls();
    const serverMs = (after.get(server.pid!)! - before.get(server.pid!)!) / N;
    let pgMs = 0;
    for (const [pid, v] of after) if (pid !== server.pid) pgMs += v - (before.get(pid) ?? v);
    rows.push({
      call: call.name,
      'server ms': serverMs.toFixed(2),
      'of it kernel': `${Math.round((100 * (k1 - k0)) / Math.max(1, u1 - u0 + k1 - k0))} %`,
      'PG ms': (pgMs / N).toFixed(2),
      'total ms': (serverMs + pgMs / N).toFixed(2),
      statements: ((s1 - s0 - 1) / N).toFixed(1),
      'wall ms': ((ms * 4) / N).toFixed(1),
    });
  }
  console.table(rows);
} finally {
  server.kill();
  temp?.stop();
}
process.exit(0);
