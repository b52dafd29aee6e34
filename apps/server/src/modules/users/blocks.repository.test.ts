import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userBlocks } from '../../db/schema';
import { openTestDatabase } from '../../test/database';
import {
  blockedBetweenSql,
  blocksRepository,
  isBlockedBetween,
  notApartFromSql,
  type BlockRow,
} from './blocks.repository';
import { usersRepository } from './users.repository';

let database: Database;
let ids: number[];
beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
  const made = await usersRepository(database.db).insertMany(
    ['a', 'b', 'c'].map((n) => ({
      type: 'mentee' as const,
      email: `block-${n}@example.com`,
      passwordHash: 'x',
      firstName: n,
      lastName: 'Test',
    })),
  );
  ids = made.map((u) => u.id);
});
afterAll(() => database.close());

describe('blocks work both ways', () => {
  it('the SQL twin answers as isBlockedBetween() for every set of blocks among three people', async () => {
    const directed = ids.flatMap((a) =>
      ids.filter((b) => b !== a).map((b) => ({ blockerId: a, blockedId: b })),
    );
    const pairs = ids.flatMap((a) => ids.map((b) => [a, b] as const));
    let apart = 0;
    // Every subset of the six possible blocks (64 sets), each pair asked in both orders and of itself.
    for (let mask = 0; mask < 1 << directed.length; mask++) {
      const set: BlockRow[] = directed.filter((_, i) => mask & (1 << i));
      await database.db.delete(userBlocks);
      if (set.length) await database.db.insert(userBlocks).values(set);
      const values = sql.join(
        pairs.map(([a, b], i) => sql`(${i}::int, ${a}::int, ${b}::int)`),
        sql`, `,
      );
      const result = await database.db.execute(sql`
        select i, ${blockedBetweenSql(sql.raw('p.a'), sql.raw('p.b'))} as blocked
        from (values ${values}) as p(i, a, b) order by i`);
      const fromSql = (result as unknown as { rows: { blocked: boolean }[] }).rows.map((r) => r.blocked);
      expect(fromSql, `blocks ${JSON.stringify(set)}`).toEqual(
        pairs.map(([a, b]) => isBlockedBetween(set, a, b)),
      );
      // The set form (lists) says the same, for each person against everyone.
      for (const a of ids) {
        const others = sql.join(
          ids.map((b) => sql`(${b}::int)`),
          sql`, `,
        );
        const listed = await database.db.execute(sql`
          select p.b, ${notApartFromSql(a, sql.raw('p.b'))} as ok from (values ${others}) as p(b) order by p.b`);
        expect((listed as unknown as { rows: { ok: boolean }[] }).rows.map((r) => !r.ok)).toEqual(
          [...ids].sort((x, y) => x - y).map((b) => isBlockedBetween(set, a, b)),
        );
      }
      // The repository's check of one pair says the same.
      const [a, b] = [ids[0]!, ids[1]!];
      expect(await blocksRepository(database.db).areApart(a, b)).toBe(isBlockedBetween(set, a, b));
      apart += fromSql.filter(Boolean).length;
    }
    // Both answers are exercised.
    expect(apart).toBeGreaterThan(0);
  });
});
