import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { arrivalOf } from '../test/sockets';
import { addressesByProcess, answeredBy, readCode, request, socketThrough } from './client';
import { startLoad } from './load';
import { seedWriters, skipTopology, useTopology, type Writer } from './setup';

/**
 * Faults on the real topology (issue 30): two processes of the compiled server behind nginx, on a
 * throw-away PostgreSQL cluster. A process killed (-9) or stopped (SIGTERM) under a load of 20
 * writers, and PostgreSQL restarted under load.
 */
const t = useTopology(10, { env: { SHUTDOWN_DELAY_SECONDS: '2' } });
let from: string[][];
let writers: Writer[];
const sockets: ReturnType<typeof socketThrough>[] = [];
afterAll(() => {
  for (const s of sockets) s.disconnect();
});
/** nginx's error log (what it saw go wrong upstream), printed when a test finds failed calls. */
const nginxErrors = () => readFileSync(path.join(t.work, 'nginx/logs/error.log'), 'utf8');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** How many of these message bodies the database holds. */
async function stored(bodies: string[]) {
  const c = new pg.Client({ connectionString: t.pg.url });
  await c.connect();
  try {
    const { rows } = await c.query(
      'select count(distinct body)::int as n from chat_messages where body = any($1)',
      [bodies],
    );
    return rows[0].n as number;
  } finally {
    await c.end();
  }
}

/** A socket that reconnects by itself (as the web app's does), counting each time it is ready. */
function liveSocket(token: string, address: string, url = t.url) {
  const s = socketThrough(url, token, address, true);
  sockets.push(s);
  const readies: number[] = [];
  s.on('ready', () => readies.push(Date.now()));
  return { s, readies };
}

async function until(what: string, ms: number, check: () => boolean | Promise<boolean>) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`${what}: not within ${ms} ms`);
    await sleep(50);
  }
}

beforeAll(async () => {
  if (skipTopology) return;
  from = await addressesByProcess(t);
  // Sending is limited per sender (30 a minute): each test has writers of its own.
  writers = await seedWriters(t.pg.url, 62, 'faults');
}, 240_000);

describe.skipIf(skipTopology)('faults behind nginx', () => {
  it('kill -9 of one process under 20 writers: the other answers, sockets reconnect, no acked write lost', async () => {
    const watcher = liveSocket(writers[60]!.token, from[0]![11]!);
    await until('the socket on the first process', 5000, () => watcher.readies.length === 1);
    const load = startLoad(t, writers.slice(0, 20), from, {
      tag: 'kill',
      clientOf: (i) => `198.51.1.${i + 1}`,
    });
    await sleep(1500);
    const killedAt = Date.now();
    t.apps[0]!.child.kill('SIGKILL');
    onTestFinished(() => t.apps[0]!.start());
    await t.apps[0]!.exited;
    await sleep(4000);
    const out = await load.stop();
    // Only calls in flight at the kill may fail (one per writer at most); after it, all answer.
    expect(out.failures.length).toBeLessThanOrEqual(20);
    expect(out.failures.filter((f) => f.at > killedAt + 1000)).toEqual([]);
    expect(out.okAt.filter((at) => at > killedAt + 1000).length).toBeGreaterThan(40);
    expect(out.acked.length).toBeGreaterThan(100);
    expect(await stored(out.acked)).toBe(out.acked.length);
    // The socket on the killed process came back, on the other one.
    await until('the socket to reconnect', 10_000, () => watcher.readies.length >= 2);
    const still = await request(`${t.url}/api/health`, { from: from[0]![11] });
    expect([still.status, answeredBy(t, still)]).toEqual([200, 1]);
  }, 90_000);

  it('SIGTERM of one process under load: 0 failed requests through nginx, and it exits 0', async () => {
    const load = startLoad(t, writers.slice(20, 40), from, {
      tag: 'term',
      reads: true,
      clientOf: (i) => `198.51.2.${i + 1}`,
    });
    await sleep(1500);
    const stoppedAt = Date.now();
    t.apps[1]!.child.kill('SIGTERM');
    onTestFinished(() => t.apps[1]!.start());
    expect(await t.apps[1]!.exited).toBe(0);
    const exitedAt = Date.now();
    await sleep(1500);
    const out = await load.stop();
    if (out.failures.length) console.error(nginxErrors());
    expect(out.failures).toEqual([]);
    expect(exitedAt - stoppedAt).toBeGreaterThanOrEqual(2000); // it kept serving for the delay
    expect(out.okAt.filter((at) => at > exitedAt).length).toBeGreaterThan(20);
    expect(await stored(out.acked)).toBe(out.acked.length);
  }, 90_000);

  it('PostgreSQL restarted under load: 503 quickly, no crash, back within 5 s, sockets and jobs too', async () => {
    const [a, b] = [writers[60]!, writers[61]!];
    // Straight to each process, so the message surely crosses from one to the other.
    const receiver = liveSocket(b.token, from[1]![10]!, t.apps[1]!.url);
    await until('the receiver ready', 5000, () => receiver.readies.length >= 1);
    const profile = (i: number) => request(`${t.apps[i]!.url}/api/user/profile`, { token: a.token });
    const load = startLoad(t, writers.slice(40, 60), from, {
      tag: 'restart',
      reads: true,
      clientOf: (i) => `198.51.3.${i + 1}`,
      tolerate: [502, 503],
    });
    await sleep(1000);
    t.pg.halt();
    let back: number;
    try {
      for (const i of [0, 1]) {
        const started = Date.now();
        const res = await profile(i);
        expect(res.status).toBe(503);
        expect(Date.now() - started).toBeLessThan(10_000);
      }
      await sleep(2000);
    } finally {
      t.pg.resume();
      back = Date.now();
    }
    // Each process answers again within 5 s of the database's return.
    for (const i of [0, 1]) {
      await until(
        `process ${i + 1} back`,
        Math.max(0, back + 5000 - Date.now()),
        async () => (await profile(i)).status === 200,
      );
    }
    const recoveredIn = Date.now() - back;
    await sleep(1500);
    const out = await load.stop();
    // Nothing hung past 10 s, nothing but 200/502/503 answered, no process died.
    expect(out.slowestMs).toBeLessThan(10_000);
    expect(out.failures).toEqual([]);
    for (const app of t.apps) expect(app.child.exitCode).toBeNull();
    expect(await stored(out.acked)).toBe(out.acked.length);
    expect(recoveredIn).toBeLessThan(5000);
    // Through nginx too (a process it saw fail is passed over for up to fail_timeout, 5 s).
    await until(
      'nginx answering',
      10_000,
      async () => (await request(`${t.url}/api/health`, { from: from[0]![9] })).status === 200,
    );
    // The socket adapter: a message sent through the first process reaches a socket on the second.
    await until('the receiver still connected', 10_000, () => receiver.s.connected);
    const arrived = arrivalOf(receiver.s, 'after the restart', 10_000);
    const sent = await request(`${t.apps[0]!.url}/api/conversations/${a.conversationId}`, {
      token: a.token,
      body: { body: 'after the restart', client_id: 'restart-socket' },
    });
    expect(sent.status).toBe(200);
    await arrived;
    // The job queue: a code mail leaves again.
    const email = 'mentee@example.com';
    expect((await request(`${t.url}/api/auth/send-otp`, { body: { email }, from: from[1]![8] })).status).toBe(
      200,
    );
    expect((await readCode(t.url, email, undefined, from[1]![8])).code).toMatch(/^\d{4}$/);
  }, 120_000);
});
