// Shared helpers for bench/ scripts: start processes, wait for them, run autocannon, print ratios.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';

export const ROOT = path.resolve(import.meta.dirname, '..');

export function startProcess(script: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script], {
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
): Promise<Figures> {
  const r = await autocannon({ url, headers, connections: 10, duration });
  return {
    name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
  };
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
  await post('/api/auth/send-otp', { email });
  const outbox = (await (await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
    data: { subject: string }[];
  };
  const otp = outbox.data[0]!.subject.match(/(\d{4})$/)![1]!;
  await post('/api/auth/confirm-otp', { email, otp });
  const login = (await (await post('/api/auth/login', { email, password }, true)).json()) as {
    data: { token: string };
  };
  return login.data.token;
}
