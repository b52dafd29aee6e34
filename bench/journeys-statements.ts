// Statements per request for each call the journeys make (pg_stat_statements' calls, pg-boss's own
// left out), a figure the machine's load does not change: a list run as one statement per row shows
// here first. Needs a PostgreSQL seeded by bench/journeys-seed.ts (with pg_stat_statements loaded)
// and a server on it:
//   DATABASE_URL=postgres://…  BASE=http://127.0.0.1:3730  node --import tsx bench/journeys-statements.ts
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { readCast, tokenOf } from './journeys-seed';
const url = process.env.DATABASE_URL!;
const base = process.env.BASE!;
const d = await openDatabase({ url, dataDir: null });
const cast = await readCast(d.db);
await d.close();
const c = new pg.Client({ connectionString: url });
await c.connect();
await c.query('create extension if not exists pg_stat_statements');
const m = cast.people.find((p) => p.type === 'mentee' && p.mentoringId)!;
const cap = cast.people.find((p) => p.id === m.partners[0])!;
const conv = m.conversations.toSorted((a, b) => a - b).at(-1);
const today = Math.floor(Date.now() / 86400000) * 86400;
const urls: [number, string, string?][] = [
  [m.id, '/api/user/events?date=' + today + '&until=' + (today + 86400) + '&filter=all'],
  [m.id, '/api/user/events/' + cast.events[0]],
  [m.id, '/api/mentee/mentors?limit=12&offset=0'],
  [m.id, '/api/mentee/requests'],
  [cap.id, '/api/mentor/requests'],
  [cap.id, '/api/mentor/mentees'],
  [m.id, '/api/mentee/mentoring'],
  [cap.id, '/api/mentor/mentees/' + m.id + '/mentoring'],
  [m.id, '/api/conversations'],
  [m.id, '/api/conversations/' + conv + '?limit=10&offset=0'],
  [m.id, '/api/conversations/' + conv + '?limit=10&offset=10'],
  [m.id, '/api/conversations/search?query=cash'],
  [m.id, '/api/articles/categories'],
  [m.id, '/api/articles?limit=20&offset=0'],
  [m.id, '/api/articles/search?query=cash&limit=20&offset=0'],
  [m.id, '/api/articles/' + cast.articles[0]],
  [m.id, '/api/user/profile'],
  [m.id, '/api/user/profile/email-settings'],
  [m.id, '/api/mentee/profile/survey'],
  [m.id, '/api/mentee/mentors/' + cap.id],
  [cap.id, '/api/mentor/mentees/' + m.id],
  [m.id, '/api/mentee/mentoring/feed', 'POST'],
  [m.id, '/api/conversations/' + conv, 'POST'],
];
for (const [who, path, method] of urls) {
  await c.query('select pg_stat_statements_reset()');
  const N = 10;
  let status = 0;
  for (let i = 0; i < N; i++) {
    const res = await fetch(base + path, {
      method: method ?? 'GET',
      headers: {
        authorization: `Bearer ${tokenOf(who)}`,
        ...(method ? { 'content-type': 'application/json' } : {}),
      },
      body: method ? JSON.stringify({ body: 'x ' + i }) : undefined,
    });
    status = res.status;
    await res.arrayBuffer();
  }
  await new Promise((r) => setTimeout(r, 200));
  const { rows } = await c.query(
    `select sum(calls)::int as calls, round(sum(total_exec_time)::numeric,2) as ms from pg_stat_statements where query not like '%pg_stat_statements%' and query not like '%pgboss%'`,
  );
  console.log(
    String(status),
    (rows[0].calls / N).toFixed(1).padStart(5),
    'stmts',
    (rows[0].ms / N).toFixed(2).padStart(7),
    'ms',
    method ?? 'GET',
    path.replace(/\d{3,}/g, 'N'),
  );
}
await c.end();
