import { and, count, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { mentoringRequests, mentorings } from '../../db/schema';
import { people, personColumns } from '../users/users.read-model';
import { answerHoursSql, hoursOf } from './trust.read-model';

/** A request a sweep claimed. */
interface Claimed {
  id: number;
  menteeId: number;
  mentorId: number;
  createdAt: string;
}

/**
 * Requests that expire, reminders, responsiveness and ended pairs (issue 33): the mentoring
 * module's own tables only.
 */
export const trustRepository = (db: DbOrTx) => ({
  /**
   * Claims the open requests older than `expiry` seconds: they become 'expired' in this statement,
   * so two processes sweeping at once never claim the same one.
   */
  async expire(now: Date, expirySeconds: number, limit: number) {
    return rowsOf<Claimed>(
      db,
      sql`
      update ${mentoringRequests} set status = 'expired', updated_at = ${now.toISOString()}::timestamptz
      where id in (
        select id from ${mentoringRequests}
        where status = 'pending'
          and created_at <= ${now.toISOString()}::timestamptz - make_interval(secs => ${expirySeconds})
        order by created_at limit ${limit} for update skip locked)
      returning id, mentee_id as "menteeId", mentor_id as "mentorId", created_at as "createdAt"`,
    );
  },

  /**
   * Claims the open requests due their `nth` reminder (1 or 2), `afterSeconds` after they were
   * made: the counter moves in this statement, so each reminder goes once.
   */
  async claimReminders(now: Date, nth: number, afterSeconds: number, limit: number) {
    return rowsOf<Claimed>(
      db,
      sql`
      update ${mentoringRequests} set reminders_sent = ${nth}
      where id in (
        select id from ${mentoringRequests}
        where status = 'pending' and reminders_sent < ${nth}
          and created_at <= ${now.toISOString()}::timestamptz - make_interval(secs => ${afterSeconds})
        order by created_at limit ${limit} for update skip locked)
      returning id, mentee_id as "menteeId", mentor_id as "mentorId", created_at as "createdAt"`,
    );
  },

  /**
   * Hours each captain took to answer requests over the window, one statement for a page: an
   * answer is an acceptance or a decline; an expired request counts the whole wait.
   */
  async requestAnswerHours(mentorIds: number[], windowDays: number) {
    if (!mentorIds.length) return new Map<number, number[]>();
    const rows = await rowsOf<{ mentorId: number; hours: string | null }>(
      db,
      sql`select u.id as "mentorId", ${answerHoursSql(sql`u.id`, windowDays)} as hours
          from unnest(${sql.param(mentorIds)}::int[]) as u(id)`,
    );
    return new Map(rows.map((r) => [Number(r.mentorId), hoursOf(r.hours)]));
  },

  /** A mentoring by id, running or ended. */
  async mentoringById(id: number) {
    const [row] = await db.select().from(mentorings).where(eq(mentorings.id, id)).limit(1);
    return row ?? null;
  },

  /** The ended mentorings of a person, either side, newest first, with the other person. */
  endedOf(userId: number) {
    const other = sql`case when ${mentorings.mentorId} = ${userId} then ${mentorings.menteeId} else ${mentorings.mentorId} end`;
    return db
      .select({ mentoring: mentorings, person: personColumns })
      .from(mentorings)
      .innerJoin(people, eq(people.id, other))
      .where(
        and(
          or(eq(mentorings.mentorId, userId), eq(mentorings.menteeId, userId)),
          isNotNull(mentorings.endedAt),
        ),
      )
      .orderBy(desc(mentorings.endedAt));
  },

  /** Mentorings a captain saw through to their goals (the thank-you record on their profile). */
  async completions(mentorId: number) {
    const [row] = await db
      .select({ n: count() })
      .from(mentorings)
      .where(and(eq(mentorings.mentorId, mentorId), eq(mentorings.endReason, 'goals_reached')));
    return row?.n ?? 0;
  },
});
