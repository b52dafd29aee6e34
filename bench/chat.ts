// bench/chat: live chat delivery. SOCKETS people in pairs, each pair one conversation; every person
// has a socket, the two of a pair on different processes. RATE messages a second are sent over REST
// (POST /api/conversations/{id}) for SECONDS; the figure is the time from the send to the partner's
// socket receiving ConversationMessage (p50/p99), messages lost (sent but never delivered) and
// server memory. A one-process run is the baseline of the same run; with DATABASE_URL (an empty
// PostgreSQL database) a second run puts the sockets on two processes joined by the Postgres adapter.
//   node --import tsx bench/chat.ts                                          (PGlite, one process)
//   DATABASE_URL=postgres://…/empty_db node --import tsx bench/chat.ts       (1 then 2 processes)
//   BENCH_SOCKETS=1000 BENCH_RATE=100 BENCH_SECONDS=60 DATABASE_URL=… node --import tsx bench/chat.ts
// BENCH_DEBUG=1 also prints every delivery slower than 1 s (with when it was sent).
// BENCH_TOPOLOGY=nginx: the compiled server in two processes of the production topology (nginx,
// PostgreSQL, s3rver; apps/server/src/test/topology.ts), each person's socket and sends straight to
// their own process, a pair's two people on different ones; one process of it is the baseline.
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { io as connect, type Socket } from 'socket.io-client';
import { CHAT_EVENTS, REALTIME_PATH, type ChatMessage } from '@keh/contracts';
import { openDatabase } from '../apps/server/src/db/client';
import { seedDatabase } from '../apps/server/src/db/seed';
import * as s from '../apps/server/src/db/schema';
import { randomToken, sha256 } from '../apps/server/src/lib/crypto';
import { startTopology, type AppProcess } from '../apps/server/src/test/topology';
import { startProcess, waitFor } from './lib';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 200);
const RATE = Number(process.env.BENCH_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const TOPOLOGY = process.env.BENCH_TOPOLOGY === 'nginx';
let url = process.env.DATABASE_URL ?? null;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'keh-bench-chat-'));

interface Person {
  id: number;
  token: string;
  conversationId: number;
  partner: number;
}

/** SOCKETS plain Members in pairs, a bearer token each and one conversation per pair. */
async function seed(): Promise<Person[]> {
  const database = await openDatabase({ url, dataDir });
  await database.migrate();
  await seedDatabase(database.db, { demo: true, log: { info: () => undefined } as never });
  const { db } = database;
  const stamp = Date.now();
  const people: Person[] = [];
  for (let start = 0; start < SOCKETS; start += 500) {
    const n = Math.min(500, SOCKETS - start);
    const rows = await db
      .insert(s.users)
      .values(
        Array.from({ length: n }, (_, i) => ({
          type: 'mentee' as const,
          email: `bench.chat.${stamp}.${start + i}@example.com`,
          passwordHash: 'not-a-hash',
          firstName: 'Bench',
          lastName: `Person ${start + i}`,
        })),
      )
      .returning({ id: s.users.id });
    const tokens = rows.map(() => randomToken());
    await db.insert(s.authTokens).values(
      rows.map((r, i) => ({
        userId: r.id,
        tokenHash: sha256(tokens[i]!),
        expiresAt: new Date(Date.now() + 86_400_000),
      })),
    );
    rows.forEach((r, i) => people.push({ id: r.id, token: tokens[i]!, conversationId: 0, partner: -1 }));
  }
  for (let i = 0; i + 1 < people.length; i += 2) {
    const [a, b] = [people[i]!, people[i + 1]!];
    const [c] = await db
      .insert(s.conversations)
      .values({ kind: 'direct', pairKey: `direct:${a.id}:${b.id}` })
      .returning({ id: s.conversations.id });
    await db.insert(s.conversationMembers).values([
      { conversationId: c!.id, userId: a.id },
      { conversationId: c!.id, userId: b.id },
    ]);
    a.conversationId = b.conversationId = c!.id;
    a.partner = i + 1;
    b.partner = i;
  }
  await database.close();
  return people.filter((p) => p.partner >= 0);
}

const rssMb = (pid: number | undefined) => {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : NaN;
  } catch {
    return NaN;
  }
};
const pct = (xs: number[], p: number) =>
  xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? NaN;

async function run(name: string, people: Person[], bases: string[], pids: (number | undefined)[]) {
  const sockets: Socket[] = [];
  const startedAt = performance.now();
  const pending = new Map<string, number>(); // body → sent at
  const latencies: number[] = [];
  let httpErrors = 0;
  let sent = 0;
  // A pair's two people sit on different processes when there are two.
  await Promise.all(
    people.map(
      (p, i) =>
        new Promise<void>((resolve, reject) => {
          const socket = connect(bases[i % bases.length]!, {
            path: REALTIME_PATH,
            transports: ['websocket'],
            auth: { token: p.token },
            reconnection: false,
          });
          sockets.push(socket);
          socket.on(CHAT_EVENTS.message, (m: ChatMessage) => {
            if (m.member_id === p.id) return; // the sender's own copy
            const at = pending.get(m.body);
            if (at === undefined) return;
            pending.delete(m.body);
            latencies.push(performance.now() - at);
            if (performance.now() - at > 1000 && process.env.BENCH_DEBUG)
              console.log(
                `slow: ${Math.round(performance.now() - at)} ms at ${Math.round((at - startedAt) / 1000)} s`,
              );
          });
          socket.once('ready', () => resolve());
          socket.once('connect_error', reject);
        }),
    ),
  );
  // Each connection tells the people it shares a conversation with: let that presence settle first.
  let lastPresence = performance.now();
  for (const socket of sockets) socket.on(CHAT_EVENTS.online, () => (lastPresence = performance.now()));
  while (performance.now() - lastPresence < 1000) await new Promise((r) => setTimeout(r, 200));
  const total = RATE * SECONDS;
  const started = performance.now();
  const sends: Promise<void>[] = [];
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * RATE));
      while (sent < due) {
        const i = sent++;
        const p = people[(i * 7919) % people.length]!;
        const body = `${name} ${i}`;
        pending.set(body, performance.now());
        sends.push(
          fetch(`${bases[people.indexOf(p) % bases.length]}/api/conversations/${p.conversationId}`, {
            method: 'POST',
            headers: { authorization: `Bearer ${p.token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ body, client_id: `bench-${name.replace(/\W/g, '-')}-${i}` }),
          })
            .then(async (res) => {
              await res.arrayBuffer();
              if (res.status !== 200) {
                httpErrors++;
                pending.delete(body);
              }
            })
            .catch(() => {
              httpErrors++;
              pending.delete(body);
            }),
        );
      }
      if (sent >= total) {
        clearInterval(timer);
        resolve();
      }
    }, 5);
  });
  await Promise.all(sends);
  // Let the last deliveries land.
  for (let waited = 0; pending.size && waited < 5000; waited += 100)
    await new Promise((r) => setTimeout(r, 100));
  const memory = pids.map(rssMb);
  for (const socket of sockets) socket.disconnect();
  latencies.sort((a, b) => a - b);
  return {
    run: name,
    sockets: people.length,
    processes: bases.length,
    sent,
    delivered: latencies.length,
    lost: pending.size,
    'http errors': httpErrors,
    'p50 ms': pct(latencies, 50).toFixed(1),
    'p99 ms': pct(latencies, 99).toFixed(1),
    'server RSS MB': memory.join(' + '),
  };
}

if (TOPOLOGY) await onTopology();
else await onSeparateProcesses();
process.exit(0);

async function onSeparateProcesses() {
  console.log(
    `${SOCKETS} sockets, ${RATE} msg/s for ${SECONDS} s on ${url ? 'PostgreSQL' : 'PGlite'}; seeding…`,
  );
  const people = await seed();
  const env = { NODE_ENV: 'development', DATA_DIR: dataDir, ...(url && { DATABASE_URL: url }) };
  const results = [];
  const first = startProcess('apps/server/src/main.ts', { ...env, PORT: '3921' });
  let second: ReturnType<typeof startProcess> | undefined;
  try {
    await waitFor('http://127.0.0.1:3921/api/health');
    results.push(await run('one process', people, ['http://127.0.0.1:3921'], [first.pid]));
    if (url) {
      second = startProcess('apps/server/src/main.ts', { ...env, PORT: '3922' });
      await waitFor('http://127.0.0.1:3922/api/health');
      results.push(
        await run(
          'two processes',
          people,
          ['http://127.0.0.1:3921', 'http://127.0.0.1:3922'],
          [first.pid, second.pid],
        ),
      );
    } else console.log('(set DATABASE_URL to an empty PostgreSQL database for the two-process run)');
    console.table(results);
    console.log(`bench client RSS ${Math.round(process.memoryUsage().rss / 1048576)} MB`);
  } finally {
    first.kill();
    second?.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onTopology() {
  console.log(`${SOCKETS} sockets, ${RATE} msg/s for ${SECONDS} s on the topology (compiled, PostgreSQL)`);
  let people: Person[] = [];
  const topology = await startTopology({
    processes: 2,
    port: Number(process.env.BENCH_TOPOLOGY_PORT ?? 8360),
    output: 'files',
    beforeApps: async (databaseUrl) => {
      url = databaseUrl;
      people = await seed();
    },
  });
  try {
    const [a, b] = topology.apps as [AppProcess, AppProcess];
    const results = [
      await run('one process', people, [a.url], [a.child.pid]),
      await run('two processes', people, [a.url, b.url], [a.child.pid, b.child.pid]),
    ];
    console.table(results);
    console.log(`bench client RSS ${Math.round(process.memoryUsage().rss / 1048576)} MB`);
  } finally {
    await topology.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
