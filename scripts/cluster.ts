// npm run cluster: the production topology on one machine, without containers (issue 30) — a
// throw-away PostgreSQL cluster, an S3-compatible server (s3rver), CLUSTER_PROCESSES app processes
// (default 2, demo mode on as under `npm start`) and nginx in front (WebSocket upgrade, the same
// process for a client's Socket.IO polling). Prints `cluster ready: http://HOST:PORT` once every
// part answers; Ctrl-C or SIGTERM stops all of it. CLUSTER_PORT picks the balancer's port.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestS3 } from '../apps/server/src/test/s3';
import { startTempPostgres } from '../apps/server/src/test/temp-postgres';

const root = path.resolve(import.meta.dirname, '..');
const HOST = '127.0.0.1';
const PORT = Number(process.env.CLUSTER_PORT ?? 8080);
const PROCESSES = Math.max(1, Number(process.env.CLUSTER_PROCESSES ?? 2));
const FIRST_APP_PORT = Number(process.env.CLUSTER_APP_PORT ?? PORT + 100);
const PG_PORT = Number(process.env.CLUSTER_PG_PORT ?? PORT + 200);
const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));

if (!NGINX) {
  console.error('nginx is not installed: `apt-get install nginx` (Debian) or your system’s package.');
  process.exit(1);
}

const children: ChildProcess[] = [];
const cleanups: (() => void | Promise<void>)[] = [];
let stopping = false;
async function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children.reverse()) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1500));
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const clean of cleanups.reverse()) await Promise.resolve(clean()).catch(() => undefined);
  process.exit(code);
}
process.on('SIGINT', () => void stopAll());
process.on('SIGTERM', () => void stopAll());

async function waitFor(url: string, what: string, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not answer at ${url}`);
}

// The compiled server and the web app, built if missing or stale (as npm start does).
const build = spawnSync('node', ['scripts/start.mjs', '--build-only'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const pg = startTempPostgres(PG_PORT);
if (!pg) {
  console.error('PostgreSQL is not installed: `apt-get install postgresql` (Debian).');
  process.exit(1);
}
cleanups.push(() => pg.stop());
const s3 = await startTestS3('keh-cluster');
cleanups.push(() => s3.close());

const work = mkdtempSync(path.join(os.tmpdir(), 'keh-cluster-'));
cleanups.push(() => rmSync(work, { recursive: true, force: true }));
const appUrl = `http://${HOST}:${PORT}`;

function startApp(i: number) {
  const port = FIRST_APP_PORT + i;
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DEMO: process.env.DEMO ?? '1',
      HOST,
      PORT: String(port),
      APP_URL: appUrl,
      DATABASE_URL: pg!.url,
      DATA_DIR: path.join(work, `app-${i}`),
      TRUST_PROXY: 'true',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      S3_ENDPOINT: s3.config.endpoint!,
      S3_BUCKET: s3.config.bucket,
      S3_REGION: s3.config.region,
      S3_ACCESS_KEY_ID: s3.config.accessKeyId!,
      S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey!,
      S3_FORCE_PATH_STYLE: 'true',
    },
  });
  child.on('exit', (code) => {
    if (!stopping) console.error(`app process ${i + 1} (port ${port}) exited with ${code}`);
  });
  children.push(child);
  return port;
}

// The first process migrates and seeds; the others start on a ready database.
const ports: number[] = [];
for (let i = 0; i < PROCESSES; i++) {
  ports.push(startApp(i));
  await waitFor(`http://${HOST}:${ports[i]}/api/ready`, `app process ${i + 1}`, 240_000);
}

// nginx: the client's address picks its process (Socket.IO's polling must reach the same one), the
// WebSocket upgrade passes through, a process that refuses or stops answering is passed over.
const prefix = path.join(work, 'nginx');
mkdirSync(path.join(prefix, 'logs'), { recursive: true });
const conf = path.join(prefix, 'nginx.conf');
writeFileSync(
  conf,
  `worker_processes 1;
error_log ${prefix}/logs/error.log warn;
pid ${prefix}/nginx.pid;
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  client_max_body_size 40m;
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  upstream keh {
    hash $remote_addr consistent;
${ports.map((p) => `    server ${HOST}:${p} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen ${HOST}:${PORT};
    location / {
      proxy_pass http://keh;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_read_timeout 75s;
      proxy_next_upstream error timeout http_502 http_503;
    }
  }
}
`,
);
const nginx = spawn(NGINX, ['-p', prefix, '-c', conf, '-g', 'daemon off;'], {
  stdio: ['ignore', 'inherit', 'inherit'],
});
nginx.on('exit', (code) => {
  if (!stopping) {
    console.error(`nginx exited with ${code} (see ${prefix}/logs/error.log)`);
    void stopAll(1);
  }
});
children.push(nginx);
await waitFor(`${appUrl}/api/ready`, 'nginx');
console.log(`cluster ready: ${appUrl}`);
