import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { storedFiles, type FileUse } from '../../db/schema';

/** A namespace for the per-owner advisory lock that serialises quota checks (any constant of ours). */
const QUOTA_LOCK = 0x6b656801;

export const filesRepository = (db: DbOrTx) => ({
  /** The bytes a person has stored. */
  async usedBytes(ownerId: number) {
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${storedFiles.size}), 0)::bigint` })
      .from(storedFiles)
      .where(eq(storedFiles.ownerId, ownerId));
    return Number(row?.n ?? 0);
  },

  /** Holds the owner's quota until the transaction ends: two uploads of one person take turns. */
  async lockOwner(ownerId: number) {
    await db.execute(sql`select pg_advisory_xact_lock(${QUOTA_LOCK}, ${ownerId})`);
  },

  /** The sizes of these keys that are the owner's (to take off what a replaced file held). */
  async sizesOf(ownerId: number, keys: string[]) {
    if (!keys.length) return 0;
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${storedFiles.size}), 0)::bigint` })
      .from(storedFiles)
      .where(and(eq(storedFiles.ownerId, ownerId), inArray(storedFiles.key, keys)));
    return Number(row?.n ?? 0);
  },

  /** Every key the owner has stored (of these uses, when given). */
  async keysOf(ownerId: number, uses?: readonly FileUse[]) {
    const rows = await db
      .select({ key: storedFiles.key })
      .from(storedFiles)
      .where(and(eq(storedFiles.ownerId, ownerId), uses ? inArray(storedFiles.use, [...uses]) : undefined));
    return rows.map((r) => r.key);
  },

  async insert(rows: { key: string; ownerId: number; size: number; use: FileUse }[]) {
    if (rows.length) await db.insert(storedFiles).values(rows);
  },

  /** Forgets the owner's files among `keys` (of these uses); answers the keys it forgot. */
  async remove(ownerId: number, keys: string[], uses?: readonly FileUse[]) {
    if (!keys.length) return [];
    const rows = await db
      .delete(storedFiles)
      .where(
        and(
          eq(storedFiles.ownerId, ownerId),
          inArray(storedFiles.key, keys),
          uses ? inArray(storedFiles.use, [...uses]) : undefined,
        ),
      )
      .returning({ key: storedFiles.key });
    return rows.map((r) => r.key);
  },
});
