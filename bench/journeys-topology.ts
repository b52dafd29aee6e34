// bench/journeys on the production topology (issue 30): BENCH_TOPOLOGY=nginx runs the same load on
// 1 and 2 processes of the compiled server behind nginx, on PostgreSQL (the topology of
// `npm run cluster`, apps/server/src/test/topology.ts), side by side: pages/s, p95 and CPU per
// request. nginx picks a client's process by its address, so each virtual user connects from an
// address of its own (127.0.0.2, …) with a keep-alive connection, as a browser would.
//   BENCH_TOPOLOGY=nginx BENCH_PROCESSES=1,2 BENCH_SECONDS=20 BENCH_ROUNDS=2 npm run bench:journeys
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cpuByPid, type BenchRow } from './lib';
import { PAGE_TYPES, percentile, runJourneys, type LoadResult } from './journeys-load';
import { apiSample } from './journeys-sample';
import { seedJourneys, sizeFor, type Cast } from './journeys-seed';
import { startTopology, topologyMissing } from '../apps/server/src/test/topology';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const USERS = Number(process.env.BENCH_USERS ?? 50);
const PROCESSES = (process.env.BENCH_PROCESSES ?? '1,2').split(',').map(Number);
const PORT = Number(process.env.BENCH_TOPOLOGY_PORT ?? 8350);

/** A fetch-shaped call on a keep-alive connection from one loopback address per virtual user. */
function clientOf(user: number) {
  const agent = new http.Agent({
    keepAlive: true,
    maxSockets: 8,
    localAddress: `127.0.0.${2 + (user % 250)}`,
  });
  return (url: string, init: { method: string; headers: Record<string, string>; body?: string }) =>
    new Promise<{ status: number; ok: boolean; upstream: string }>((resolve, reject) => {
      const req = http.request(url, { method: init.method, headers: init.headers, agent }, (res) => {
        res.resume();
        const status = res.statusCode ?? 0;
        const upstream = String(res.headers['x-upstream'] ?? '');
        res.on('end', () => resolve({ status, ok: status < 400, upstream }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(init.body);
    });
}

interface Measured {
  processes: number;
  runs: { load: LoadResult; servers: number; database: number; nginx: number }[];
  spread: string;
}

async function onTopology(processes: number): Promise<Measured> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'keh-bench-topology-'));
  let cast: Cast | undefined;
  const topology = await startTopology({
    processes,
    port: PORT,
    output: 'files',
    pgSettings: ['shared_buffers=256MB'],
    beforeApps: async (url) => {
      console.log(`${processes} process(es): seeding`);
      cast = await seedJourneys({ url, dataDir, size: sizeFor(1) });
    },
  });
  try {
    console.log(await apiSample(topology.url, cast!));
    const opts = { users: USERS, fetchFor: clientOf };
    await runJourneys(topology.url, cast!, { ...opts, seconds: Math.min(5, SECONDS), seed: 1 });
    const runs: Measured['runs'] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const groups = {
        servers: () => topology.apps.map((a) => a.child.pid!),
        database: () => topology.pg.pids(),
        nginx: () => topology.nginxPids(),
      };
      const before = new Map(Object.entries(groups).map(([k, pids]) => [k, cpuByPid(pids())]));
      const load = await runJourneys(topology.url, cast!, { ...opts, seconds: SECONDS, seed: 100 + round });
      const used = (k: keyof typeof groups) => {
        const was = before.get(k)!;
        let ms = 0;
        for (const [pid, now] of cpuByPid([...new Set([...was.keys(), ...groups[k]()])]))
          ms += now - (was.get(pid) ?? 0);
        return ms;
      };
      runs.push({ load, servers: used('servers'), database: used('database'), nginx: used('nginx') });
      if (load.errorSamples.length) console.log(`errors: ${load.errorSamples.join(' | ')}`);
    }
    // How nginx spread the virtual users' addresses over the processes.
    const counts = new Map<string, number>();
    for (let u = 0; u < USERS; u++) {
      const { upstream } = await clientOf(u)(`${topology.url}/api/health`, { method: 'GET', headers: {} });
      counts.set(upstream, (counts.get(upstream) ?? 0) + 1);
    }
    return { processes, runs, spread: [...counts.values()].join(' / ') };
  } finally {
    await topology.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const sum = (xs: number[]) => xs.reduce((a, x) => a + x, 0);

function rowOf(m: Measured): BenchRow[] {
  const area = `nginx + ${m.processes} process${m.processes > 1 ? 'es' : ''}, PostgreSQL`;
  const all = (f: (r: Measured['runs'][number]) => number) => sum(m.runs.map(f));
  const requests = all((r) => r.load.requests);
  const seconds = all((r) => r.load.seconds);
  const latencies = m.runs.flatMap((r) => [...r.load.byType.values()].flatMap((s) => s.latencies));
  const per = (ms: number) => (ms / Math.max(1, requests)).toFixed(2);
  const total = all((r) => r.servers + r.database + r.nginx);
  const rows: BenchRow[] = [
    {
      area,
      figure: `journeys, ${USERS} users (${m.spread} per process), all pages`,
      value:
        `${(all((r) => r.load.pages) / seconds).toFixed(1)} pages/s · ${(requests / seconds).toFixed(0)} req/s · ` +
        `page p95 ${percentile(latencies, 95).toFixed(0)} ms · ${all((r) => r.load.errors)} errors`,
      baseline: '',
      ratio: '',
    },
    {
      area,
      figure: 'CPU ms per request',
      value:
        `${per(total)} (servers ${per(all((r) => r.servers))} · PostgreSQL ${per(all((r) => r.database))} · ` +
        `nginx ${per(all((r) => r.nginx))}) · ${(total / (seconds * 1000)).toFixed(2)} cores busy`,
      baseline: '',
      ratio: '',
    },
  ];
  for (const t of PAGE_TYPES) {
    const l = m.runs.flatMap((r) => r.load.byType.get(t)!.latencies);
    rows.push({
      area,
      figure: `  ${t}`,
      value: `p50 ${percentile(l, 50).toFixed(0)} · p95 ${percentile(l, 95).toFixed(0)} ms`,
      baseline: '',
      ratio: '',
    });
  }
  return rows;
}

/** The rows for each process count in BENCH_PROCESSES, one topology after the other. */
export async function runOnTopology(): Promise<BenchRow[]> {
  const missing = topologyMissing();
  if (missing.length) {
    console.log(`The topology rows are left out: ${missing.join(' ')}`);
    return [];
  }
  const measured: Measured[] = [];
  for (const n of PROCESSES) measured.push(await onTopology(n));
  return measured.flatMap(rowOf);
}
