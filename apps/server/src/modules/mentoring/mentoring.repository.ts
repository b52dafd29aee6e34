import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mentoringRequests, mentorings } from '../../db/schema';

export type RequestRow = typeof mentoringRequests.$inferSelect;

export const mentoringRepository = (db: DbOrTx) => ({
  /** Members a captain mentors now. */
  async activeCount(mentorId: number) {
    const [row] = await db
      .select({ n: count() })
      .from(mentorings)
      .where(and(eq(mentorings.mentorId, mentorId), isNull(mentorings.endedAt)));
    return row?.n ?? 0;
  },

  async activeMentoringOf(menteeId: number) {
    const [row] = await db
      .select()
      .from(mentorings)
      .where(and(eq(mentorings.menteeId, menteeId), isNull(mentorings.endedAt)))
      .limit(1);
    return row ?? null;
  },

  /** The newest request between a Member and a captain, whatever its state. */
  async latestRequest(menteeId: number, mentorId: number) {
    const [row] = await db
      .select()
      .from(mentoringRequests)
      .where(and(eq(mentoringRequests.menteeId, menteeId), eq(mentoringRequests.mentorId, mentorId)))
      .orderBy(desc(mentoringRequests.createdAt), desc(mentoringRequests.id))
      .limit(1);
    return row ?? null;
  },

  /** A captain mentoring the Member now, or holding an open request from them. */
  async isConnected(mentorId: number, menteeId: number) {
    const [m] = await db
      .select({ id: mentorings.id })
      .from(mentorings)
      .where(
        and(eq(mentorings.mentorId, mentorId), eq(mentorings.menteeId, menteeId), isNull(mentorings.endedAt)),
      )
      .limit(1);
    if (m) return true;
    const [r] = await db
      .select({ id: mentoringRequests.id })
      .from(mentoringRequests)
      .where(
        and(
          eq(mentoringRequests.mentorId, mentorId),
          eq(mentoringRequests.menteeId, menteeId),
          eq(mentoringRequests.status, 'pending'),
        ),
      )
      .limit(1);
    return !!r;
  },
});
