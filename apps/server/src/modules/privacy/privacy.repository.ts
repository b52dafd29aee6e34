import { asc, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accountDeletions } from '../../db/schema';
import { people } from '../users/users.read-model';

export type DeletionRow = typeof accountDeletions.$inferSelect;

/** Pending account deletions (issue 31): one row per account due to be erased. */
export const privacyRepository = (db: DbOrTx) => ({
  async find(userId: number) {
    const [row] = await db.select().from(accountDeletions).where(eq(accountDeletions.userId, userId));
    return row ?? null;
  },

  /** The row, locked until the transaction ends (one erasure of a person at a time). */
  async lock(userId: number) {
    const [row] = await db
      .select()
      .from(accountDeletions)
      .where(eq(accountDeletions.userId, userId))
      .for('update');
    return row ?? null;
  },

  /** Asks for (or re-asks, moving the date of) a deletion. */
  async upsert(row: typeof accountDeletions.$inferInsert) {
    const { userId: _userId, ...rest } = row;
    const [saved] = await db
      .insert(accountDeletions)
      .values(row)
      .onConflictDoUpdate({ target: accountDeletions.userId, set: { ...rest, requestedAt: sql`now()` } })
      .returning();
    return saved!;
  },

  /** Answers whether there was one to remove. */
  async remove(userId: number) {
    const rows = await db
      .delete(accountDeletions)
      .where(eq(accountDeletions.userId, userId))
      .returning({ userId: accountDeletions.userId });
    return rows.length > 0;
  },

  /** The deletions due now (the minutely sweep's backstop for a lost job). */
  due: () =>
    db
      .select({ userId: accountDeletions.userId })
      .from(accountDeletions)
      .where(lte(accountDeletions.deleteAt, sql`now()`)),

  /** Every pending deletion with its person, soonest first (the console's list). */
  pending: () =>
    db
      .select({
        deletion: accountDeletions,
        user: {
          id: people.id,
          type: people.type,
          firstName: people.firstName,
          lastName: people.lastName,
          email: people.email,
        },
      })
      .from(accountDeletions)
      .innerJoin(people, eq(people.id, accountDeletions.userId))
      .orderBy(asc(accountDeletions.deleteAt), asc(accountDeletions.userId)),
});
