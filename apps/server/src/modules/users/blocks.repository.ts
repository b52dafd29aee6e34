import { and, desc, eq, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { userBlocks, users } from '../../db/schema';

/**
 * Blocks (issue 33): a block works both ways, so two people are apart when either blocked the other.
 * The rule and its SQL twin stand side by side (blocks.test.ts checks they agree); every query that
 * lists or reaches people uses the twin, every check of one pair the rule or `areApart`.
 */
export interface BlockRow {
  blockerId: number;
  blockedId: number;
}

export const isBlockedBetween = (blocks: readonly BlockRow[], a: number, b: number) =>
  blocks.some((x) => (x.blockerId === a && x.blockedId === b) || (x.blockerId === b && x.blockedId === a));

type SqlValue = SQL | AnyPgColumn | number;
/** True when a block stands between the two people (either way). */
export const blockedBetweenSql = (a: SqlValue, b: SqlValue) =>
  sql<boolean>`exists (select 1 from user_blocks ub where (ub.blocker_id = ${a} and ub.blocked_id = ${b}) or (ub.blocker_id = ${b} and ub.blocked_id = ${a}))`;
/**
 * The twin's negation in set form, for a list that scans many people: `person` is none of those
 * `userId` is apart from. The set is read once per statement into an array (an initplan), and each
 * row compares against it: about 20 ns a row where a hashed `not in` subplan cost 20–130 ns (0.45 ms
 * of a 3,500-match search, decision 0039). One-to-one checks keep the pair form. Neither column is
 * null, so `<> all` keeps `not in`'s meaning.
 */
export const notApartFromSql = (userId: number | SQLWrapper, person: SqlValue) =>
  sql<boolean>`${person} <> all (${apartIdsSql(userId)})`;
/** The ids of the people `userId` is apart from by a block, either way, as one array. */
export const apartIdsSql = (userId: number | SQLWrapper) =>
  sql<number[]>`array(select ub.blocked_id from user_blocks ub where ub.blocker_id = ${userId}
    union all select ub.blocker_id from user_blocks ub where ub.blocked_id = ${userId})`;

export const blocksRepository = (db: DbOrTx) => ({
  /** The blocks between two people, either way (zero, one or two rows). */
  between: (a: number, b: number) =>
    db
      .select({ blockerId: userBlocks.blockerId, blockedId: userBlocks.blockedId })
      .from(userBlocks)
      .where(
        or(
          and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)),
          and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a)),
        ),
      ),

  /** Whether either of the two blocked the other. */
  async areApart(a: number, b: number) {
    return isBlockedBetween(await this.between(a, b), a, b);
  },

  /** Whom a person blocked, newest first. */
  listOf: (blockerId: number) =>
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        avatar: users.avatar,
        createdAt: userBlocks.createdAt,
      })
      .from(userBlocks)
      .innerJoin(users, eq(users.id, userBlocks.blockedId))
      .where(eq(userBlocks.blockerId, blockerId))
      .orderBy(desc(userBlocks.createdAt), desc(userBlocks.blockedId)),

  /** Answers whether the block is new (a repeated block changes nothing). */
  async insert(blockerId: number, blockedId: number) {
    const rows = await db
      .insert(userBlocks)
      .values({ blockerId, blockedId })
      .onConflictDoNothing()
      .returning({ blockerId: userBlocks.blockerId });
    return rows.length > 0;
  },

  async remove(blockerId: number, blockedId: number) {
    const rows = await db
      .delete(userBlocks)
      .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)))
      .returning({ blockerId: userBlocks.blockerId });
    return rows.length > 0;
  },
});
