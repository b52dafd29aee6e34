// Shared helpers for bench/ scripts: start processes, wait for them, run autocannon, print ratios.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { SERVER_NODE_FLAGS } from '../apps/server/src/config';

export const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * Starts a script: TypeScript through tsx; a compiled entry (apps/server/dist/main.js) as it is
 * deployed, with plain `node` and the server's flags (tsx's loader would add ~35 MB to the
 * server's measured memory).
 */
export function startProcess(script: string, env: Record<string, string>): ChildProcess {
  const args = script.endsWith('.ts') ? ['--import', 'tsx', script] : [...SERVER_NODE_FLAGS, script];
  return spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', DEMO: '1', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

export async function waitFor(url: string, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

export interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export async function measure(
  name: string,
  url: string,
  headers: Record<string, string> = {},
  duration = 8,
  connections = 10,
): Promise<Figures> {
  const r = await autocannon({ url, headers, connections, duration });
  return {
    name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
  };
}

/** One line of `npm run bench`'s table. */
export interface BenchRow {
  area: string;
  figure: string;
  value: string;
  baseline: string;
  ratio: string;
}

const TICK_MS = 10; // Linux clock ticks are 1/100 s

/** CPU time (user + system, ms) each process has used so far; gone processes are left out. */
export function cpuByPid(pids: readonly number[]): Map<number, number> {
  const used = new Map<number, number>();
  for (const pid of pids) {
    try {
      // Fields after the command name `(…)`: utime and stime are the 12th and 13th.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      used.set(pid, (Number(fields[11]) + Number(fields[12])) * TICK_MS);
    } catch {
      // exited
    }
  }
  return used;
}

/**
 * CPU time the processes used between two readings: a process that exited in between (a database
 * backend closing) took its count with it, so it adds nothing instead of subtracting its past.
 */
export function cpuSince(before: Map<number, number>): number {
  const after = cpuByPid([...before.keys()]);
  let used = 0;
  for (const [pid, ms] of after) used += ms - before.get(pid)!;
  return used;
}

/** Resident memory of a process in MB (VmRSS), or NaN when it is gone. */
export function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

export interface Load extends Figures {
  /** CPU time the serving processes (server, and the database server if any) spent per request. */
  cpuPerReq: number;
}

/** A run of `measure` that also charges the CPU time of `pids` (fetched at the start) per request. */
export async function measureLoad(
  name: string,
  url: string,
  pids: () => readonly number[],
  opts: { headers?: Record<string, string>; duration?: number; connections?: number } = {},
): Promise<Load> {
  const before = cpuByPid(pids());
  const f = await measure(name, url, opts.headers, opts.duration ?? 8, opts.connections ?? 10);
  const used = cpuSince(before);
  return { ...f, cpuPerReq: used / Math.max(1, f.rps * (opts.duration ?? 8)) };
}

export const times = (r: number) => `${r >= 0.1 ? r.toFixed(2) : r.toFixed(3)}×`;

/** Prints the rows as one table. */
export function printTable(title: string, rows: readonly BenchRow[]) {
  console.log(`\n${title}`);
  console.table(rows.map((r) => ({ ...r })));
}

/** Alternate the runs (baseline, subject, baseline, subject…) so machine noise hits both alike. */
export async function compare(baseline: () => Promise<Figures>, subject: () => Promise<Figures>, rounds = 2) {
  const b: Figures[] = [];
  const s: Figures[] = [];
  for (let i = 0; i < rounds; i++) {
    b.push(await baseline());
    s.push(await subject());
  }
  const avg = (xs: Figures[], k: keyof Omit<Figures, 'name'>) => xs.reduce((a, x) => a + x[k], 0) / xs.length;
  const row = (xs: Figures[]) => ({
    name: xs[0]!.name,
    'req/s': Math.round(avg(xs, 'rps')),
    'p50 ms': avg(xs, 'p50').toFixed(1),
    'p99 ms': avg(xs, 'p99').toFixed(1),
    errors: avg(xs, 'errors'),
  });
  console.table([row(b), row(s)]);
  const ratio = avg(s, 'rps') / avg(b, 'rps');
  console.log(
    `throughput ratio ${s[0]!.name} / ${b[0]!.name}: ${ratio.toFixed(4)} (1 : ${Math.round(1 / ratio)})`,
  );
  return ratio;
}

export async function signIn(base: string, email: string, password: string) {
  const post = (p: string, body: Record<string, string>, form = false) =>
    fetch(`${base}${p}`, {
      method: 'POST',
      headers: { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' },
      body: form ? new URLSearchParams(body).toString() : JSON.stringify(body),
    });
  const outbox = async () =>
    (
      (await (await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
        data: { id: number; subject: string }[];
      }
    ).data;
  // Mail leaves through the job queue: wait for this code (not an earlier one) to reach the outbox.
  const before = (await outbox())[0]?.id;
  await post('/api/auth/send-otp', { email });
  let otp: string | undefined;
  for (let tries = 0; !otp && tries < 100; tries++) {
    const mails = await outbox();
    if (mails[0] && mails[0].id !== before) otp = mails[0]?.subject.match(/(\d{4})$/)?.[1];
    if (!otp) await new Promise((r) => setTimeout(r, 100));
  }
  if (!otp) throw new Error(`no sign-in code reached the outbox for ${email}`);
  await post('/api/auth/confirm-otp', { email, otp });
  const login = (await (await post('/api/auth/login', { email, password }, true)).json()) as {
    data: { token: string };
  };
  return login.data.token;
}
