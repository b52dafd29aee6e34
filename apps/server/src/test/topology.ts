// The production topology on one machine, without containers (issue 30): a throw-away PostgreSQL
// cluster (temp-postgres.ts), an S3-compatible server (s3rver, s3.ts), N processes of the compiled
// server (apps/server/dist/main.js) and nginx in front of them, configured as deploy/nginx.conf
// (the client's address picks its process, WebSocket upgrade, a process that refuses or answers
// 502/503 is passed over). `npm run cluster`, the topology tests (apps/server/src/topology/) and the
// benches (bench/journeys.ts, bench/chat.ts with BENCH_TOPOLOGY=nginx) all start it through here.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, SERVER_NODE_FLAGS } from '../config';
import { startTestS3, type TestS3 } from './s3';
import { startTempPostgres, tempPostgresMissing, type TempPostgres } from './temp-postgres';

export const SERVER_MAIN = path.join(REPO_ROOT, 'apps/server/dist/main.js');
const NGINX_PATHS = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'];
const nginxPath = () => NGINX_PATHS.find((p) => existsSync(p)) ?? null;

/** What this machine lacks to run the topology (one line each), or [] when it has it all. */
export function topologyMissing(): string[] {
  const missing: string[] = [];
  if (!nginxPath()) missing.push('nginx is not installed: `apt-get install nginx` (Debian).');
  if (tempPostgresMissing())
    missing.push('PostgreSQL is not installed: `apt-get install postgresql` (Debian).');
  return missing;
}

export interface TopologyOptions {
  /** App processes behind nginx. */
  processes: number;
  /** nginx's port; the app processes listen on appPort, appPort + 1, … */
  port: number;
  appPort?: number;
  pgPort?: number;
  host?: string;
  /** More environment for every app process (e.g. SHUTDOWN_DELAY_SECONDS, METRICS_TOKEN). */
  env?: Record<string, string>;
  /** `inherit` shows the processes' output; otherwise it goes to app-N.log in the work folder. */
  output?: 'inherit' | 'files';
  /** More `-c name=value` settings for PostgreSQL. */
  pgSettings?: readonly string[];
  /**
   * Adds `X-Upstream: <the app process's address>` to every answer (local use and tests only: it
   * tells which process answered; deploy/nginx.conf has no such header).
   */
  revealUpstream?: boolean;
  /** Runs on the empty database before the first app process starts (a bench's bulk seed). */
  beforeApps?: (databaseUrl: string) => Promise<void>;
}

export interface AppProcess {
  index: number;
  port: number;
  /** http://host:port, straight to this process. */
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (or signal) once the current child has exited. */
  exited: Promise<number | string | null>;
  /** Starts it again (after it exited) and waits until it is ready. */
  start(): Promise<void>;
}

export interface Topology {
  /** nginx's address: http://host:port. */
  url: string;
  /** nginx's process (master and its worker), for CPU accounting. */
  nginxPids(): number[];
  apps: AppProcess[];
  pg: TempPostgres;
  s3: TestS3;
  /** The work folder (DATA_DIR of each process, nginx's files, logs). */
  work: string;
  stop(): Promise<void>;
}

/** Waits until `url` answers 2xx. */
export async function waitUntilOk(url: string, what: string, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(5000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not answer at ${url}`);
}

/** nginx's configuration for these app ports (the same rules as deploy/nginx.conf). */
function nginxConf(prefix: string, host: string, port: number, appPorts: number[], revealUpstream: boolean) {
  return `worker_processes 1;
error_log ${prefix}/logs/error.log warn;
pid ${prefix}/nginx.pid;
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  client_max_body_size 40m;
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  map $uri $app_accept_encoding { ~^/api/ ''; default $http_accept_encoding; }
  upstream keh {
    hash $remote_addr consistent;
${appPorts.map((p) => `    server ${host}:${p} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen ${host}:${port};
    gzip on;
    gzip_comp_level 1;
    gzip_min_length 1024;
    gzip_proxied any;
    gzip_vary on;
    gzip_types application/json application/problem+json;
    location / {
      proxy_pass http://keh;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header Accept-Encoding $app_accept_encoding;
      proxy_read_timeout 75s;
      proxy_next_upstream error timeout http_502 http_503 non_idempotent;
${revealUpstream ? '      add_header X-Upstream $upstream_addr always;\n' : ''}    }
  }
}
`;
}

/**
 * Starts the whole topology; the compiled server must be built (scripts/start.mjs --build-only or
 * `npm run build -w @keh/server`). The first process migrates and seeds (demo mode, as under
 * `npm start`, unless `env.DEMO` says otherwise); the others start on a ready database.
 */
export async function startTopology(opts: TopologyOptions): Promise<Topology> {
  const missing = topologyMissing();
  if (missing.length) throw new Error(missing.join(' '));
  if (!existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: build the server first.`);
  const host = opts.host ?? '127.0.0.1';
  const appPort = opts.appPort ?? opts.port + 1;
  const work = mkdtempSync(path.join(os.tmpdir(), 'keh-topology-'));
  const cleanups: (() => void | Promise<void>)[] = [() => rmSync(work, { recursive: true, force: true })];
  const children: ChildProcess[] = [];
  let stopping = false;

  async function stop() {
    if (stopping) return;
    stopping = true;
    const live = children.filter((c) => c.exitCode === null && c.signalCode === null);
    await Promise.all(
      live.map(
        (c) =>
          new Promise<void>((resolve) => {
            const force = setTimeout(() => c.kill('SIGKILL'), 3000);
            c.once('exit', () => {
              clearTimeout(force);
              resolve();
            });
            c.kill('SIGINT');
          }),
      ),
    );
    for (const clean of cleanups.reverse()) await Promise.resolve(clean()).catch(() => undefined);
  }

  try {
    const pg = startTempPostgres(opts.pgPort ?? opts.port + 2 + opts.processes, opts.pgSettings);
    if (!pg) throw new Error('PostgreSQL is not installed.');
    cleanups.push(() => pg.stop());
    const s3 = await startTestS3('keh-topology');
    cleanups.push(() => s3.close());
    const url = `http://${host}:${opts.port}`;
    await opts.beforeApps?.(pg.url);

    const app = (index: number): AppProcess => {
      const port = appPort + index;
      const self = { index, port, url: `http://${host}:${port}` } as AppProcess;
      self.start = async () => {
        const files = opts.output !== 'inherit';
        const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_MAIN], {
          cwd: REPO_ROOT,
          stdio: ['ignore', files ? 'pipe' : 'inherit', files ? 'pipe' : 'inherit'],
          env: {
            ...process.env,
            NODE_ENV: 'development',
            DEMO: '1',
            HOST: host,
            PORT: String(port),
            APP_URL: url,
            DATABASE_URL: pg.url,
            DATA_DIR: path.join(work, `app-${index}`),
            TRUST_PROXY: 'true',
            LOG_LEVEL: 'warn',
            S3_ENDPOINT: s3.config.endpoint!,
            S3_BUCKET: s3.config.bucket,
            S3_REGION: s3.config.region,
            S3_ACCESS_KEY_ID: s3.config.accessKeyId!,
            S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey!,
            S3_FORCE_PATH_STYLE: 'true',
            ...opts.env,
          },
        });
        if (files) {
          const log = createWriteStream(path.join(work, `app-${index}.log`), { flags: 'a' });
          child.stdout!.pipe(log);
          child.stderr!.pipe(log);
        }
        children.push(child);
        self.child = child;
        self.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
        await Promise.race([
          waitUntilOk(`${self.url}/api/ready`, `app process ${index + 1}`, 240_000),
          self.exited.then((code) => {
            throw new Error(`app process ${index + 1} exited with ${code} while starting`);
          }),
        ]);
      };
      return self;
    };

    const apps: AppProcess[] = [];
    for (let i = 0; i < opts.processes; i++) {
      apps.push(app(i));
      await apps[i]!.start();
    }

    const prefix = path.join(work, 'nginx');
    mkdirSync(path.join(prefix, 'logs'), { recursive: true });
    const conf = path.join(prefix, 'nginx.conf');
    const ports = apps.map((a) => a.port);
    writeFileSync(conf, nginxConf(prefix, host, opts.port, ports, opts.revealUpstream ?? true));
    const nginx = spawn(nginxPath()!, ['-p', prefix, '-c', conf, '-g', 'daemon off;'], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    children.push(nginx);
    const nginxExit = new Promise<never>((_, reject) =>
      nginx.once('exit', (code) => {
        if (!stopping) reject(new Error(`nginx exited with ${code} (see ${prefix}/logs/error.log)`));
      }),
    );
    nginxExit.catch(() => undefined);
    await Promise.race([waitUntilOk(`${url}/api/ready`, 'nginx'), nginxExit]);
    const nginxPids = () => {
      const workers = spawnSync('pgrep', ['-P', String(nginx.pid)], { encoding: 'utf8' }).stdout;
      return [nginx.pid!, ...workers.split('\n').filter(Boolean).map(Number)];
    };
    return { url, nginxPids, apps, pg, s3, work, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
