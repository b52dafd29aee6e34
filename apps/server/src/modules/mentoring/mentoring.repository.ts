import { and, count, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { EndReason } from '@keh/contracts';
import type { DbOrTx } from '../../db/client';
import { NAMED_BY_TEXT, param, preparedQuery, preparedShapes } from '../../db/prepared';
import { mentoringRequests, mentorings } from '../../db/schema';
import { people, personColumns } from '../users/users.read-model';
import { usersRepository } from '../users/users.repository';
import { notApartFromSql } from '../users/blocks.repository';

export type RequestRow = typeof mentoringRequests.$inferSelect;

/** The running mentoring whose `column` is the placeholder `key`, built and prepared once. */
const runningQuery = (column: typeof mentorings.id | typeof mentorings.menteeId, key: string, name: string) =>
  preparedQuery(
    (db, statement) =>
      db
        .select()
        .from(mentorings)
        .where(and(eq(column, sql.placeholder(key)), isNull(mentorings.endedAt)))
        .limit(1)
        .prepare(statement),
    name,
  );
/** A running mentoring by id, and a Member's: every workspace write asks (`pairFor`). */
const runningByIdQuery = runningQuery(mentorings.id, 'id', 'mentoring_running_by_id');
const runningOfMemberQuery = runningQuery(mentorings.menteeId, 'menteeId', 'mentoring_running_of_member');

/** requestsShown, built once per side. */
const requestsShownQuery = preparedShapes(
  (db: DbOrTx, side: 'mentor' | 'mentee') => {
    const r = mentoringRequests;
    const me = param('userId');
    const other = side === 'mentor' ? r.menteeId : r.mentorId;
    const pending = eq(r.status, 'pending');
    const lately = and(
      eq(r.status, 'expired'),
      sql`${r.updatedAt} > now() - make_interval(days => ${sql.placeholder('expiredDays')})`,
      sql`not exists (select 1 from ${r} r2 where r2.mentee_id = ${r.menteeId}
        and r2.mentor_id = ${r.mentorId} and r2.id > ${r.id})`,
    );
    return db
      .select({ request: r, person: personColumns })
      .from(r)
      .innerJoin(people, eq(people.id, other))
      .where(
        and(
          eq(side === 'mentor' ? r.mentorId : r.menteeId, me),
          side === 'mentee' ? or(pending, lately) : pending,
          notApartFromSql(me, other),
        ),
      )
      .orderBy(
        sql`${r.status} <> 'pending'`,
        sql`case when ${r.status} = 'pending' then ${r.createdAt} else ${r.updatedAt} end desc`,
        desc(r.id),
      )
      .prepare(NAMED_BY_TEXT);
  },
  (side) => side,
);

export const mentoringRepository = (db: DbOrTx) => ({
  /** Members a captain mentors now. */
  async activeCount(mentorId: number) {
    const [row] = await db
      .select({ n: count() })
      .from(mentorings)
      .where(and(eq(mentorings.mentorId, mentorId), isNull(mentorings.endedAt)));
    return row?.n ?? 0;
  },

  async activeMentoring(id: number) {
    const [row] = await runningByIdQuery(db).execute({ id });
    return row ?? null;
  },

  async activeMentoringOf(menteeId: number) {
    const [row] = await runningOfMemberQuery(db).execute({ menteeId });
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

  /** Row-locks the captain so two acceptances cannot both take the last place. */
  lockCaptain: (mentorId: number) => usersRepository(db).lockById(mentorId),

  async openRequest(menteeId: number, mentorId: number) {
    const [row] = await db
      .select()
      .from(mentoringRequests)
      .where(
        and(
          eq(mentoringRequests.menteeId, menteeId),
          eq(mentoringRequests.mentorId, mentorId),
          eq(mentoringRequests.status, 'pending'),
        ),
      )
      .limit(1);
    return row ?? null;
  },

  async requestById(id: number) {
    const [row] = await db.select().from(mentoringRequests).where(eq(mentoringRequests.id, id)).limit(1);
    return row ?? null;
  },

  async insertRequest(menteeId: number, mentorId: number) {
    const [row] = await db.insert(mentoringRequests).values({ menteeId, mentorId }).returning();
    return row!;
  },

  async setRequestStatus(id: number, status: RequestRow['status'], declineReason: string | null = null) {
    await db
      .update(mentoringRequests)
      .set({ status, declineReason, updatedAt: new Date() })
      .where(eq(mentoringRequests.id, id));
  },

  /** When a Member is accepted, their other open requests are withdrawn. */
  async withdrawOtherRequests(menteeId: number, keepId: number) {
    await db
      .update(mentoringRequests)
      .set({ status: 'canceled_by_mentee', updatedAt: new Date() })
      .where(
        and(
          eq(mentoringRequests.menteeId, menteeId),
          eq(mentoringRequests.status, 'pending'),
          ne(mentoringRequests.id, keepId),
        ),
      );
  },

  /**
   * The requests a person's Pending Requests page shows, with the other person, in one statement:
   * the pending ones, newest first, then (a Member's) those that expired in the last `expiredDays`
   * days with no newer request to that captain; none with a person a block stands between.
   */
  requestsShown: (side: 'mentor' | 'mentee', userId: number, expiredDays: number) =>
    requestsShownQuery(db, side).execute({ userId, expiredDays }),

  async incomingCount(mentorId: number) {
    const [row] = await db
      .select({ n: count() })
      .from(mentoringRequests)
      .where(and(eq(mentoringRequests.mentorId, mentorId), eq(mentoringRequests.status, 'pending')));
    return row?.n ?? 0;
  },

  async insertMentoring(values: typeof mentorings.$inferInsert) {
    const [row] = await db.insert(mentorings).values(values).returning();
    return row!;
  },

  /** Active mentorings of a captain, or of a Member, with the other person's summary. */
  mentoringsWith(side: 'mentor' | 'mentee', userId: number) {
    const other = side === 'mentor' ? mentorings.menteeId : mentorings.mentorId;
    const own = side === 'mentor' ? mentorings.mentorId : mentorings.menteeId;
    return db
      .select({ mentoring: mentorings, person: personColumns })
      .from(mentorings)
      .innerJoin(people, eq(people.id, other))
      .where(and(eq(own, userId), isNull(mentorings.endedAt)))
      .orderBy(desc(mentorings.createdAt));
  },

  /**
   * Ends the pair's running mentoring, with why and by whom (issue 33): the one end path, for a
   * captain removing a Member, either side ending it, and the server (blocks, closed accounts).
   * Answers the ended row, or null when none was running.
   */
  async endMentoring(
    mentorId: number,
    menteeId: number,
    end: { reason: EndReason; note?: string | null; by: number | null } = { reason: 'other', by: null },
  ) {
    const [row] = await db
      .update(mentorings)
      .set({ endedAt: sql`now()`, endReason: end.reason, endNote: end.note ?? null, endedBy: end.by })
      .where(
        and(eq(mentorings.mentorId, mentorId), eq(mentorings.menteeId, menteeId), isNull(mentorings.endedAt)),
      )
      .returning();
    return row ?? null;
  },
});
