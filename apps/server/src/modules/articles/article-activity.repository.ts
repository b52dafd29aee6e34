import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { articleDecisions, articleReactions } from '../../db/schema';
import { people } from '../users/users.read-model';

/** What people do to an article beside writing it: readers' reactions, moderators' decisions. */
export const articleActivityRepository = (db: DbOrTx) => ({
  /** Sets (or clears) the reader's reaction; one row per reader and article. */
  async react(articleId: number, userId: number, kind: 'like' | 'dislike', on: boolean) {
    if (on)
      await db
        .insert(articleReactions)
        .values({ articleId, userId, kind })
        .onConflictDoUpdate({
          target: [articleReactions.articleId, articleReactions.userId],
          set: { kind, createdAt: sql`now()` },
        });
    else
      await db
        .delete(articleReactions)
        .where(
          and(
            eq(articleReactions.articleId, articleId),
            eq(articleReactions.userId, userId),
            eq(articleReactions.kind, kind),
          ),
        );
  },

  /** The counts and the reader's own reaction. */
  async reactions(articleId: number, userId: number | null) {
    const [row] = await db
      .select({
        likes: sql<number>`count(*) filter (where ${articleReactions.kind} = 'like')::int`,
        dislikes: sql<number>`count(*) filter (where ${articleReactions.kind} = 'dislike')::int`,
        mine: sql<
          string | null
        >`max(case when ${articleReactions.userId} = ${userId ?? 0} then ${articleReactions.kind} end)`,
      })
      .from(articleReactions)
      .where(eq(articleReactions.articleId, articleId));
    return { likes: row?.likes ?? 0, dislikes: row?.dislikes ?? 0, mine: row?.mine ?? null };
  },

  async recordDecision(
    articleId: number,
    moderatorId: number,
    decision: 'published' | 'banned',
    reason: string | null,
  ) {
    await db.insert(articleDecisions).values({ articleId, moderatorId, decision, reason });
  },

  decisions: (articleId: number) =>
    db
      .select({
        id: articleDecisions.id,
        decision: articleDecisions.decision,
        reason: articleDecisions.reason,
        createdAt: articleDecisions.createdAt,
        moderatorId: people.id,
        moderatorFirstName: people.firstName,
        moderatorLastName: people.lastName,
      })
      .from(articleDecisions)
      .innerJoin(people, eq(people.id, articleDecisions.moderatorId))
      .where(eq(articleDecisions.articleId, articleId))
      .orderBy(desc(articleDecisions.createdAt), desc(articleDecisions.id)),
});
