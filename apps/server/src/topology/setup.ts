// The topology of one test file: started before its tests, stopped after them; skipped with a clear
// line where nginx or PostgreSQL is missing, except under CI (CI=true), where that fails instead.
import { afterAll, beforeAll } from 'vitest';
import { openDatabase } from '../db/client';
import * as s from '../db/schema';
import { randomToken, sha256 } from '../lib/crypto';
import { startTopology, topologyMissing, type Topology, type TopologyOptions } from '../test/topology';

const missing = topologyMissing();
/** Whether this machine cannot run the suite and it may be skipped (never under CI). */
export const skipTopology = missing.length > 0 && process.env.CI !== 'true';
if (skipTopology) console.warn(`The topology suite is skipped here: ${missing.join(' ')}`);

/** Ports 8300–8399 unless TOPOLOGY_PORT says otherwise; `offset` keeps files apart. */
export function useTopology(offset: number, opts: Partial<TopologyOptions> = {}): Topology {
  const holder = {} as Topology;
  beforeAll(async () => {
    if (skipTopology) return;
    const port = Number(process.env.TOPOLOGY_PORT ?? 8300) + offset;
    Object.assign(holder, await startTopology({ processes: 2, port, output: 'files', ...opts }));
  });
  afterAll(async () => {
    await holder.stop?.();
  });
  return holder;
}

export interface Writer {
  id: number;
  token: string;
  conversationId: number;
}

/**
 * `n` Members (n even) with a session each, in pairs, one direct conversation per pair: made in the
 * database as sign-up and a first chat would leave them (the bench does the same, bench/chat.ts).
 */
export async function seedWriters(url: string, n: number, tag: string): Promise<Writer[]> {
  const database = await openDatabase({ url, poolSize: 2, onIdleError: () => undefined });
  try {
    const { db } = database;
    const rows = await db
      .insert(s.users)
      .values(
        Array.from({ length: n }, (_, i) => ({
          type: 'mentee' as const,
          email: `writer.${tag}.${i}@example.com`,
          passwordHash: 'not-a-hash',
          firstName: 'Writer',
          lastName: `${tag} ${i}`,
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
    const writers: Writer[] = rows.map((r, i) => ({ id: r.id, token: tokens[i]!, conversationId: 0 }));
    for (let i = 0; i + 1 < writers.length; i += 2) {
      const [a, b] = [writers[i]!, writers[i + 1]!];
      const [c] = await db
        .insert(s.conversations)
        .values({ kind: 'direct', pairKey: `direct:${a.id}:${b.id}` })
        .returning({ id: s.conversations.id });
      await db.insert(s.conversationMembers).values([
        { conversationId: c!.id, userId: a.id },
        { conversationId: c!.id, userId: b.id },
      ]);
      a.conversationId = b.conversationId = c!.id;
    }
    return writers;
  } finally {
    await database.close();
  }
}
