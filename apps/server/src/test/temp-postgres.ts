// A throwaway PostgreSQL cluster (Debian's or any `initdb` on the machine): the benches measure both
// databases with it, and the fault tests restart it under a running server. Runs as the `postgres`
// user when started as root.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chmodSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface TempPostgres {
  /** postgres://… of an empty database `bench`. */
  url: string;
  /** The server's process ids (postmaster and backends), for CPU accounting. */
  pids(): number[];
  /** Stops the server at once (as a crash or an administrator would) and keeps its data. */
  halt(): void;
  /** Starts the halted server again on the same port and data. */
  resume(): void;
  stop(): void;
}

function binDir(): string | null {
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian).sort((a, b) => Number(b) - Number(a));
    for (const v of versions)
      if (existsSync(path.join(debian, v, 'bin', 'initdb'))) return path.join(debian, v, 'bin');
  }
  const found = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  return found ? path.dirname(found) : null;
}

/** Whether PostgreSQL's programs are missing on this machine. */
export const tempPostgresMissing = () => binDir() === null;

/**
 * Starts a cluster on `port` in a temp folder, or answers null when PostgreSQL is not installed.
 * `settings` are more `-c name=value` settings (e.g. `shared_preload_libraries=pg_stat_statements`).
 */
export function startTempPostgres(port: number, settings: readonly string[] = []): TempPostgres | null {
  const bin = binDir();
  if (!bin) return null;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'keh-bench-pg-'));
  chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string) =>
    asRoot
      ? execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', cmd], { stdio: 'ignore' })
      : execFileSync('sh', ['-c', cmd], { stdio: 'ignore' });
  run(`${bin}/initdb -D ${data} -A trust -U postgres`);
  const start = () =>
    run(
      `${bin}/pg_ctl -D ${data} -o "-p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c max_connections=200${settings.map((x) => ` -c ${x}`).join('')}" -l ${dir}/server.log -w start`,
    );
  start();
  run(`${bin}/psql -h 127.0.0.1 -p ${port} -U postgres -c "create database bench"`);
  const postmasterPid = () =>
    Number(execFileSync('head', ['-1', path.join(data, 'postmaster.pid')], { encoding: 'utf8' }).trim());
  let postmaster = postmasterPid();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/bench`,
    pids: () => {
      const out = spawnSync('pgrep', ['-P', String(postmaster)], { encoding: 'utf8' }).stdout;
      return [postmaster, ...out.split('\n').filter(Boolean).map(Number)];
    },
    halt: () => run(`${bin}/pg_ctl -D ${data} -m fast stop`),
    resume: () => {
      start();
      postmaster = postmasterPid();
    },
    stop: () => {
      try {
        run(`${bin}/pg_ctl -D ${data} -m immediate stop`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
