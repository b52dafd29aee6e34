import { and, asc, count, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { feedComments, feedReads } from '../../db/schema';
import { people } from '../users/users.read-model';
import { readBySql } from './feed.read-model';

const readBy = readBySql;

const comments = (db: DbOrTx, mentoringIds: number[], readerId: number) =>
  db
    .select({
      id: feedComments.id,
      mentoringId: feedComments.mentoringId,
      body: feedComments.body,
      createdAt: feedComments.createdAt,
      hiddenAt: feedComments.hiddenAt,
      owner: { id: people.id, avatar: people.avatar, firstName: people.firstName, lastName: people.lastName },
      isRead: readBy(readerId),
    })
    .from(feedComments)
    .leftJoin(people, eq(people.id, feedComments.ownerId))
    .where(
      mentoringIds.length === 1
        ? eq(feedComments.mentoringId, mentoringIds[0]!)
        : inArray(feedComments.mentoringId, mentoringIds),
    )
    .orderBy(asc(feedComments.createdAt), asc(feedComments.id));

type CommentRow = Awaited<ReturnType<typeof comments>>[number];

export const feedRepository = (db: DbOrTx) => ({
  async insert(values: typeof feedComments.$inferInsert) {
    const [row] = await db.insert(feedComments).values(values).returning();
    return row!;
  },

  /** One comment (a report's target; issue 33). */
  async byId(id: number) {
    const [row] = await db.select().from(feedComments).where(eq(feedComments.id, id));
    return row ?? null;
  },

  /** Hides a comment from its readers (a moderator's decision; issue 33). */
  async hide(id: number) {
    await db
      .update(feedComments)
      .set({ hiddenAt: sql`coalesce(${feedComments.hiddenAt}, now())` })
      .where(eq(feedComments.id, id));
  },

  /** A mentoring's feed, oldest first, with each owner and whether the reader has read it. */
  list(mentoringId: number, readerId: number) {
    return comments(db, [mentoringId], readerId);
  },

  /** The feeds of several mentorings in one statement (a captain's My Members), by mentoring. */
  async lists(mentoringIds: number[], readerId: number) {
    const byMentoring = new Map<number, CommentRow[]>(mentoringIds.map((id) => [id, []]));
    if (!mentoringIds.length) return byMentoring;
    for (const row of await comments(db, mentoringIds, readerId)) byMentoring.get(row.mentoringId)?.push(row);
    return byMentoring;
  },

  async unreadCounts(mentoringIds: number[], readerId: number) {
    if (!mentoringIds.length) return new Map<number, number>();
    const rows = await db
      .select({ mentoringId: feedComments.mentoringId, n: count() })
      .from(feedComments)
      .where(and(inArray(feedComments.mentoringId, mentoringIds), sql`not ${readBy(readerId)}`))
      .groupBy(feedComments.mentoringId);
    return new Map(rows.map((r) => [r.mentoringId, r.n]));
  },

  /**
   * Marks one comment, or every comment up to an id (all without one), of the mentoring read; false
   * if the one comment is not there.
   */
  async markRead(mentoringId: number, readerId: number, which: { one: number } | { upTo?: number }) {
    const commentId = 'one' in which ? which.one : undefined;
    const upTo = 'upTo' in which ? which.upTo : undefined;
    const found = await db
      .select({ id: feedComments.id })
      .from(feedComments)
      .where(
        and(
          eq(feedComments.mentoringId, mentoringId),
          commentId === undefined ? undefined : eq(feedComments.id, commentId),
          upTo === undefined ? undefined : lte(feedComments.id, upTo),
          or(isNull(feedComments.ownerId), ne(feedComments.ownerId, readerId)),
        ),
      );
    if (found.length)
      await db
        .insert(feedReads)
        .values(found.map((c) => ({ commentId: c.id, userId: readerId })))
        .onConflictDoNothing();
    if (commentId === undefined) return true;
    if (found.length) return true;
    // One's own comment is read already; anything else is not in this feed.
    const [own] = await db
      .select({ id: feedComments.id })
      .from(feedComments)
      .where(and(eq(feedComments.id, commentId), eq(feedComments.mentoringId, mentoringId)));
    return !!own;
  },
});
