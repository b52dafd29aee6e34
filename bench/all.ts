// npm run bench: every figure of issues 15 and 27 in one table, each beside its baseline from the same
// run — the request path and the list routes (bench/requests) and many people at once (bench/journeys),
// on the embedded database and on PostgreSQL; the first visit's weight and Lighthouse (bench/web; needs
// `npm run build`), cold start and memory (bench/start). BENCH_ONLY=requests,journeys,web,start picks parts.
import { printTable, type BenchRow } from './lib';

const PARTS: Record<string, () => Promise<{ run(): Promise<BenchRow[]> }>> = {
  requests: () => import('./requests'),
  journeys: () => import('./journeys'),
  web: () => import('./web'),
  start: () => import('./start'),
};

const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
const rows: BenchRow[] = [];
for (const [name, load] of Object.entries(PARTS)) {
  if (only && !only.includes(name)) continue;
  console.log(`— ${name}…`);
  rows.push(...(await (await load()).run()));
}
printTable('Knowledge Exchange Hub — npm run bench (2 shared cores: compare ratios, not absolutes)', rows);
