// bench/search: the knowledge base over 100,000 published articles. p50/p95/p99 of GET
// /api/articles/search for a common and a rare word, and of GET /api/articles (first page), each
// beside a bare Fastify route measured in the same run (alternating runs, 10 connections).
//   node --import tsx bench/search.ts                                      (embedded PGlite)
//   DATABASE_URL=postgres://…/empty_db node --import tsx bench/search.ts   (PostgreSQL)
//   BENCH_ARTICLES=20000 … for a quicker run
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { seedDatabase } from '../apps/server/src/db/seed';
import * as s from '../apps/server/src/db/schema';
import { searchVector } from '../apps/server/src/modules/articles/articles.repository';
import { signIn, startProcess, waitFor } from './lib';

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const url = process.env.DATABASE_URL ?? null;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'keh-bench-search-'));

/** A deterministic generator, so every run seeds the same text. */
function rng(seed: number) {
  let x = seed;
  return () => (x = (x * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

// Words by frequency: a few in nearly every article, a long tail, and one that is rare on purpose.
const COMMON = [
  'business',
  'customers',
  'cash',
  'plan',
  'market',
  'team',
  'growth',
  'service',
  'loan',
  'sales',
];
const TAIL = Array.from({ length: 3000 }, (_, i) => `term${i.toString(36)}`);
const RARE = 'zeppelin'; // in 1 article of 1,000
const VISIBILITY = ['1', '1', '1', '1', '1', '2', '2', '3'] as const;

async function seed() {
  const database = await openDatabase({ url, dataDir });
  await database.migrate();
  await seedDatabase(database.db, { demo: true, log: { info: () => undefined } as never });
  const { db } = database;
  const r = rng(7);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
  const zipf = () => TAIL[Math.floor(TAIL.length * r() ** 3)]!; // skewed towards the first terms
  const [owner] = await db
    .select({ id: s.users.id })
    .from(s.users)
    .where(sql`email = 'mentor@example.com'`);
  const categories = await db.select({ id: s.articleCategories.id }).from(s.articleCategories);
  const batch = 1000;
  for (let start = 0; start < ARTICLES; start += batch) {
    const n = Math.min(batch, ARTICLES - start);
    const ids = await db
      .insert(s.articles)
      .values(
        Array.from({ length: n }, (_, i) => ({
          ownerId: owner!.id,
          status: 'published' as const,
          publishedAt: new Date(Date.now() - (start + i) * 60_000),
        })),
      )
      .returning({ id: s.articles.id });
    const versions = ids.map(({ id }, i) => {
      const words = Array.from({ length: 120 }, () => (r() < 0.15 ? pick(COMMON) : zipf()));
      if ((start + i) % 1000 === 0) words[60] = RARE;
      const bodyText = words.join(' ');
      const title = `${pick(COMMON)} ${zipf()} ${zipf()} for founders`;
      const tags = [zipf(), pick(COMMON)];
      const shortDescription = bodyText.slice(0, 160);
      return {
        articleId: id,
        title,
        shortDescription,
        body: {
          type: 'doc' as const,
          content: [{ type: 'paragraph', content: [{ type: 'text', text: bodyText }] }],
        },
        bodyText,
        categoryId: pick(categories).id,
        tags,
        visibility: pick(VISIBILITY),
        search: searchVector({ title, tags, shortDescription, bodyText }),
      };
    });
    await db.insert(s.articleVersions).values(versions);
    if ((start / batch) % 20 === 0) process.stdout.write(`  ${start + n} articles\r`);
  }
  await db.execute(
    sql`update articles set current_version_id = v.id, live_version_id = v.id from article_versions v where v.article_id = articles.id and articles.live_version_id is null`,
  );
  await db.execute(sql`analyze`);
  await database.close();
}

interface Row {
  name: string;
  'req/s': number;
  'p50 ms': number;
  'p95 ms': number;
  'p99 ms': number;
  errors: number;
}
async function run(name: string, target: string, headers: Record<string, string> = {}): Promise<Row> {
  const res = await autocannon({ url: target, headers, connections: 10, duration: SECONDS });
  return {
    name,
    'req/s': Math.round(res.requests.average),
    'p50 ms': res.latency.p50,
    // autocannon reports p90 and p97.5 around p95: the mean of the two.
    'p95 ms': Math.round(((res.latency.p90 + res.latency.p97_5) / 2) * 10) / 10,
    'p99 ms': res.latency.p99,
    errors: res.errors + res.non2xx,
  };
}

console.log(`seeding ${ARTICLES} articles into ${url ? 'PostgreSQL' : 'PGlite'}…`);
const started = Date.now();
await seed();
console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);

const bare = startProcess('bench/bare-server.ts', { PORT: '3921' });
const server = startProcess('apps/server/src/main.ts', {
  PORT: '3922',
  DATA_DIR: dataDir,
  NODE_ENV: 'development',
  ...(url && { DATABASE_URL: url }),
});
try {
  await Promise.all([waitFor('http://127.0.0.1:3921/bare'), waitFor('http://127.0.0.1:3922/api/health')]);
  const member = await signIn('http://127.0.0.1:3922', 'mentee@example.com', 'Password12');
  const api = 'http://127.0.0.1:3922/api';
  const subjects: [string, string, Record<string, string>?][] = [
    ['GET articles (first page, guest)', `${api}/articles`],
    ['GET articles (first page, member)', `${api}/articles`, { authorization: `Bearer ${member}` }],
    ['search common word "business" (guest)', `${api}/articles/search?query=business`],
    [
      'search two common words (member)',
      `${api}/articles/search?query=cash+plan`,
      { authorization: `Bearer ${member}` },
    ],
    [`search rare word "${RARE}" (guest)`, `${api}/articles/search?query=${RARE}`],
  ];
  for (const [, target, headers] of subjects) {
    const res = await fetch(target, { headers });
    const body = (await res.json()) as { meta?: { total: number } };
    if (res.status !== 200) throw new Error(`${target}: ${res.status}`);
    console.log(`${target.replace(api, '')}: ${body.meta?.total} matches`);
  }
  const rows: Row[] = [];
  const bareRows: Row[] = [];
  for (const [name, target, headers] of subjects) {
    bareRows.push(await run('bare fastify route', 'http://127.0.0.1:3921/bare'));
    rows.push(await run(name, target, headers));
  }
  const bareRps = bareRows.reduce((a, b) => a + b['req/s'], 0) / bareRows.length;
  console.table([
    { ...bareRows[0]!, 'req/s': Math.round(bareRps), ratio: '1' },
    ...rows.map((row) => ({ ...row, ratio: (row['req/s'] / bareRps).toFixed(4) })),
  ]);
  console.log(`${ARTICLES} articles, ${url ? 'PostgreSQL' : 'PGlite'}, 10 connections, ${SECONDS} s a run`);
} finally {
  bare.kill();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
