import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@keh/contracts';
import { pdf, png, toForm } from '../test/fixtures';
import { arrivalOf, ended, ready } from '../test/sockets';
import { addressesByProcess, answeredBy, readCode, request, signInThrough, socketThrough } from './client';
import { seedWriters, skipTopology, useTopology, type Writer } from './setup';

/**
 * Two processes of the compiled server behind real nginx, on a throw-away PostgreSQL cluster and
 * s3rver (issue 30). Every call goes through nginx; nginx picks a client's process by its address,
 * so each test speaks to a known process by the loopback address it connects from.
 */
const t = useTopology(0);
let from: string[][];
let pair: Writer[];
let digestAt = 0;

const sockets: ReturnType<typeof socketThrough>[] = [];
const socket = (token: string, address: string) => {
  const s = socketThrough(t.url, token, address);
  sockets.push(s);
  return s;
};
afterAll(() => {
  for (const s of sockets) s.disconnect();
});

async function sql<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const c = new pg.Client({ connectionString: t.pg.url });
  await c.connect();
  try {
    return (await c.query(text, values)).rows as T[];
  } finally {
    await c.end();
  }
}

beforeAll(async () => {
  if (skipTopology) return;
  from = await addressesByProcess(t);
  pair = await seedWriters(t.pg.url, 2, 'nginx');
  // The weekly digest's schedule, moved to the next minute (UTC): both processes' schedulers see it
  // due; it must fire once. The occurrence lies after the change, so a cron pass (every 30 s) is sure
  // to find it inside its 60 s due window. Checked last, after that window has passed.
  const at = new Date(Date.now() + 60_000);
  at.setUTCSeconds(0, 0);
  digestAt = at.getTime();
  await sql(`update pgboss.schedule set cron = $1, timezone = 'UTC' where name = 'weekly-digest-start'`, [
    `${at.getUTCMinutes()} ${at.getUTCHours()} * * *`,
  ]);
}, 240_000);

describe.skipIf(skipTopology)('two processes behind nginx', () => {
  it('nginx sends each client address to one process, and both take their share', async () => {
    for (const [i, addresses] of from.entries())
      for (const address of addresses.slice(0, 3)) {
        const res = await request(`${t.url}/api/health`, { from: address });
        expect(answeredBy(t, res)).toBe(i);
      }
  });

  it('nginx compresses API answers; the app behind it is spared the work (decision 0026)', async () => {
    const url = '/api/articles/categories';
    const accepts = { 'accept-encoding': 'br, gzip' };
    // Asked directly, the app compresses this guests' answer itself, with brotli.
    const direct = await request(`${t.apps[0]!.url}${url}`, { headers: accepts });
    expect(direct.headers['content-encoding']).toBe('br');
    const plain = await request(`${t.apps[0]!.url}${url}`);
    expect(plain.body.length).toBeGreaterThanOrEqual(1024);
    // Through nginx the app is not told what the client accepts: nginx's gzip answers.
    const res = await request(`${t.url}${url}`, { headers: accepts, from: from[0]![0] });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.body).equals(plain.body)).toBe(true);
    // Its tag still answers 304 through nginx.
    const again = await request(`${t.url}${url}`, {
      headers: { ...accepts, 'if-none-match': String(res.headers.etag) },
      from: from[0]![0],
    });
    expect(again.status).toBe(304);
    // Small answers go as they are.
    const health = await request(`${t.url}/api/health`, { headers: accepts, from: from[0]![0] });
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('a chat message sent through one process arrives on a socket of the other', async () => {
    const [a, b] = pair;
    const onSecond = socket(b!.token, from[1]![0]!);
    await ready(onSecond);
    const arrived = arrivalOf(onSecond, 'across processes');
    const sent = await request(`${t.url}/api/conversations/${a!.conversationId}`, {
      token: a!.token,
      from: from[0]![0],
      body: { body: 'across processes', client_id: 'nginx-1' },
    });
    expect(sent.status).toBe(200);
    expect(answeredBy(t, sent)).toBe(0);
    expect((await arrived).member_id).toBe(a!.id);
  });

  it('a picture uploaded through one is served by the other, from the bucket, not the disk', async () => {
    const mentor = await signInThrough(t.url, 'mentor@example.com', from[0]![1]!);
    const form = await toForm(
      {},
      { avatar: { data: await png(200, 200), name: 'me.png', type: 'image/png' } },
    );
    const res = await request(`${t.url}/api/mentor/profile/avatar`, {
      token: mentor,
      from: from[0]![1],
      body: form,
    });
    expect(res.status).toBe(200);
    expect(answeredBy(t, res)).toBe(0);
    const url = (res.json.data as { avatar: string }).avatar;
    const key = /^\/uploads\/(images\/[a-f0-9]{32}\.(?:jpg|png))/.exec(url)?.[1];
    expect(key).toBeDefined();
    expect(await t.s3.keys()).toContain(key);
    const served = await request(`${t.url}${url}`, { from: from[1]![1] });
    expect(served.status).toBe(200);
    expect(answeredBy(t, served)).toBe(1);
    expect(served.headers['content-type']).toMatch(/^image\//);
    // Nothing of it on either process's disk.
    for (const app of t.apps) {
      const dir = path.join(t.work, `app-${app.index}`);
      const files = existsSync(dir) ? readdirSync(dir, { recursive: true }).map(String) : [];
      expect(files.filter((f) => f.includes(path.basename(key!)))).toEqual([]);
    }
  });

  it('a CV stays private on both processes', async () => {
    const mentee = await signInThrough(t.url, 'mentee@example.com', from[0]![2]!);
    const mentor = await signInThrough(t.url, 'mentor@example.com', from[1]![2]!);
    const details = {
      first_name: 'Sarah',
      last_name: 'Collins',
      email: 'mentee@example.com',
      'business_sector[id]': '2',
    };
    const form = await toForm(details, { cv: { data: pdf(), name: 'cv.pdf', type: 'application/pdf' } });
    const saved = await request(`${t.url}/api/mentee/profile/details`, {
      token: mentee,
      from: from[0]![2],
      body: form,
    });
    expect(saved.status).toBe(200);
    expect((await t.s3.keys()).some((k) => k.startsWith('files/'))).toBe(true);
    for (const side of [0, 1]) {
      const address = from[side]![3]!;
      const own = await request(`${t.url}/api/user/profile/cv`, { token: mentee, from: address });
      expect([own.status, answeredBy(t, own)]).toEqual([200, side]);
      expect(own.body.equals(pdf())).toBe(true);
      expect((await request(`${t.url}/api/user/profile/cv`, { token: mentor, from: address })).status).toBe(
        404,
      );
      expect((await request(`${t.url}/api/user/profile/cv`, { from: address })).status).toBe(401);
    }
    const key = (await t.s3.keys()).find((k) => k.startsWith('files/'))!;
    expect((await request(`${t.url}/uploads/${key}`, { from: from[1]![3] })).status).toBe(404);
  });

  it('rate limits hold across both: the sixth wrong code, the sixth send, the 31st login', async () => {
    // One client behind nginx (X-Forwarded-For), whose calls land on one process or the other.
    const client = { 'x-forwarded-for': '198.51.100.23' };
    const via = (i: number) => from[i % 2]![4]!;
    const email = 'ratelimited@example.com';
    const sides = new Set<number | undefined>();
    const first = await request(`${t.url}/api/auth/send-otp`, {
      body: { email },
      from: via(0),
      headers: client,
    });
    expect(first.status).toBe(200);
    const { code } = await readCode(t.url, email, undefined, via(1));
    const wrong = String((Number(code) + 1) % 10000).padStart(4, '0');
    for (let i = 0; i < 5; i++) {
      const res = await request(`${t.url}/api/auth/confirm-otp`, {
        body: { email, otp: wrong },
        from: via(i),
        headers: client,
      });
      sides.add(answeredBy(t, res));
      expect(res.status).toBe(422);
    }
    for (const i of [0, 1]) {
      const right = await request(`${t.url}/api/auth/confirm-otp`, {
        body: { email, otp: code },
        from: via(i),
        headers: client,
      });
      expect(right.json.errors?.otp).toEqual([MSG.codeLocked]);
    }
    // Code mails to one address from one client: five in the window, whichever process sent them.
    for (let i = 1; i < 5; i++) {
      const res = await request(`${t.url}/api/auth/send-otp`, {
        body: { email },
        from: via(i),
        headers: client,
      });
      expect(res.status).toBe(200);
    }
    for (const i of [5, 6]) {
      const sixth = await request(`${t.url}/api/auth/send-otp`, {
        body: { email },
        from: via(i),
        headers: client,
      });
      expect(sixth.status).toBe(429);
    }
    // The per-address budget of a route (@fastify/rate-limit, counted in PostgreSQL).
    const login = (i: number) =>
      request(`${t.url}/api/auth/login`, {
        body: { email: 'nobody@example.com', password: 'Wrong12345' },
        from: via(i),
        headers: client,
      });
    for (let i = 0; i < 30; i++) expect((await login(i)).status).not.toBe(429);
    for (const i of [0, 1]) {
      const refused = await login(i);
      sides.add(answeredBy(t, refused));
      expect(refused.status).toBe(429);
    }
    expect(sides).toEqual(new Set([0, 1]));
  });

  it('logout on one is refused on the other at once, and its sockets there close within 2 s', async () => {
    const token = await signInThrough(t.url, 'mentor@example.com', from[0]![5]!);
    const there = socket(token, from[1]![5]!);
    const here = socket(token, from[0]![5]!);
    await Promise.all([ready(there), ready(here)]);
    const out = await request(`${t.url}/api/auth/logout`, { method: 'POST', token, from: from[0]![5] });
    expect([out.status, answeredBy(t, out)]).toEqual([200, 0]);
    const closedThere = ended(there, 2000);
    const closedHere = ended(here, 2000);
    const refused = await request(`${t.url}/api/user/profile`, { token, from: from[1]![5] });
    expect([refused.status, answeredBy(t, refused)]).toEqual([401, 1]);
    expect(await closedThere).not.toBeNull();
    expect(await closedHere).not.toBeNull();
  });

  it('the weekly digest is sent once, not twice, with both processes’ workers running', async () => {
    // Past the occurrence's whole due window, and every digest job settled.
    const settled = async () =>
      (
        await sql<{ n: number }>(
          `select count(*)::int as n from pgboss.job where name like 'weekly-digest%' and state < 'completed'`,
        )
      )[0]!.n === 0;
    // The occurrence reaches its queue through pg-boss's send-it queue, polled every 5 s: wait for
    // the start job itself, not only for nothing to be pending.
    const started = async () =>
      (
        await sql<{ n: number }>(
          `select count(*)::int as n from pgboss.job where name = 'weekly-digest-start'`,
        )
      )[0]!.n > 0;
    const deadline = digestAt + 130_000;
    while (
      Date.now() < deadline &&
      (Date.now() < digestAt + 65_000 || !(await started()) || !(await settled()))
    )
      await new Promise((r) => setTimeout(r, 500));
    const starts = await sql<{ state: string }>(
      `select state from pgboss.job where name = 'weekly-digest-start'`,
    );
    expect(starts).toEqual([{ state: 'completed' }]);
    const mails = await sql<{ to: string; n: number }>(
      `select "to", count(*)::int as n from mail_outbox where subject like 'Your week%' group by 1`,
    );
    expect(mails.length).toBeGreaterThan(5);
    expect(mails.filter((m) => m.n !== 1)).toEqual([]);
  }, 200_000);
});
