// bench/matching: the first page of GET /api/mentee/mentors for a Member among 5,000 captains and
// 20,000 members, against a bare Fastify route measured in the same run.
//   node --import tsx bench/matching.ts                          (embedded PGlite)
//   DATABASE_URL=postgres://…/empty_db node --import tsx bench/matching.ts   (PostgreSQL)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compare, measure, signIn, startProcess, waitFor } from './lib';
import { seedLarge } from './seed-large';

const CAPTAINS = Number(process.env.BENCH_CAPTAINS ?? 5000);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 20000);
const url = process.env.DATABASE_URL ?? null;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'keh-bench-matching-'));

console.log(`seeding ${CAPTAINS} captains and ${MEMBERS} members into ${url ? 'PostgreSQL' : 'PGlite'}…`);
const started = Date.now();
await seedLarge({ url, dataDir, captains: CAPTAINS, members: MEMBERS });
console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);

const bare = startProcess('bench/bare-server.ts', { PORT: '3911' });
const server = startProcess('apps/server/src/main.ts', {
  PORT: '3912',
  DATA_DIR: dataDir,
  NODE_ENV: 'development',
});
try {
  await Promise.all([waitFor('http://127.0.0.1:3911/bare'), waitFor('http://127.0.0.1:3912/api/health')]);
  const token = await signIn('http://127.0.0.1:3912', 'mentee@example.com', 'Password12');
  const page = 'http://127.0.0.1:3912/api/mentee/mentors?limit=12&offset=0';
  const first = (await (await fetch(page, { headers: { authorization: `Bearer ${token}` } })).json()) as {
    meta: { total: number };
  };
  console.log(`captains listed: ${first.meta.total}; 10 connections, 8 s a run`);
  await compare(
    () => measure('bare fastify route', 'http://127.0.0.1:3911/bare'),
    () => measure('GET /api/mentee/mentors (first page)', page, { authorization: `Bearer ${token}` }),
  );
} finally {
  bare.kill();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
