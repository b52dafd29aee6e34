// npm run cluster: the production topology on one machine, without containers (issue 30) — a
// throw-away PostgreSQL cluster, an S3-compatible server (s3rver), CLUSTER_PROCESSES app processes
// (default 2, demo mode on as under `npm start`) and nginx in front (WebSocket upgrade, the same
// process for a client's Socket.IO polling), started by apps/server/src/test/topology.ts (which the
// topology tests and the benches use too). Prints `cluster ready: http://HOST:PORT` once every part
// answers; Ctrl-C or SIGTERM stops all of it. CLUSTER_PORT picks the balancer's port.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { startTopology, topologyMissing, type Topology } from '../apps/server/src/test/topology';

const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.CLUSTER_PORT ?? 8080);
const PROCESSES = Math.max(1, Number(process.env.CLUSTER_PROCESSES ?? 2));

const missing = topologyMissing();
if (missing.length) {
  for (const line of missing) console.error(line);
  process.exit(1);
}

// The compiled server and the web app, built if missing or stale (as npm start does).
const build = spawnSync('node', ['scripts/start.mjs', '--build-only'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

let topology: Topology | undefined;
let stopping = false;
async function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  await topology?.stop();
  process.exit(code);
}
process.on('SIGINT', () => void stopAll());
process.on('SIGTERM', () => void stopAll());

try {
  topology = await startTopology({
    processes: PROCESSES,
    port: PORT,
    appPort: Number(process.env.CLUSTER_APP_PORT ?? PORT + 100),
    pgPort: Number(process.env.CLUSTER_PG_PORT ?? PORT + 200),
    output: 'inherit',
    env: { DEMO: process.env.DEMO ?? '1', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
  });
} catch (err) {
  console.error((err as Error).message);
  await stopAll(1);
}
for (const app of topology!.apps)
  void app.exited.then((code) => {
    if (!stopping) console.error(`app process ${app.index + 1} (port ${app.port}) exited with ${code}`);
  });
console.log(`cluster ready: ${topology!.url}`);
