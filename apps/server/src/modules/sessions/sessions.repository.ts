import { and, desc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { inText } from '../../db/prepared';
import { rowsOf } from '../../db/rows';
import { calendarFeeds, mentoringSessions, sessionFeedback } from '../../db/schema';
import { peopleAs, type PairNames } from '../users/users.read-model';
import { usersRepository } from '../users/users.repository';
import type { SessionRow } from '../../db/schema';

export type { SessionRow };
export type SessionValues = typeof mentoringSessions.$inferInsert;

/** Both people of a session `s`'s pair (PairNames), as the staff's lists read them: `c` the captain, `m` the Member. */
const pairNames = sql`c.id as mentor_id, c.first_name as mentor_first, c.last_name as mentor_last,
  m.id as mentee_id, m.first_name as mentee_first, m.last_name as mentee_last`;
const pairJoins = sql`join ${peopleAs('c')} on c.id = s.mentor_id join ${peopleAs('m')} on m.id = s.mentee_id`;

/** Sessions, their feedback and the calendar feeds' secrets (issue 32). */
export const sessionsRepository = (db: DbOrTx) => ({
  async insert(values: SessionValues) {
    const [row] = await db.insert(mentoringSessions).values(values).returning();
    return row!;
  },

  async byId(id: number) {
    const [row] = await db.select().from(mentoringSessions).where(eq(mentoringSessions.id, id)).limit(1);
    return row ?? null;
  },

  /** The row, locked for the rest of the transaction (two answers to one proposal cannot both pass). */
  async lock(id: number) {
    const [row] = await db
      .select()
      .from(mentoringSessions)
      .where(eq(mentoringSessions.id, id))
      .for('update')
      .limit(1);
    return row ?? null;
  },

  /** Locks both people (in id order): their accepted sessions change one at a time. */
  lockPeople: (ids: number[]) => usersRepository(db).lockMany(ids),

  async update(id: number, values: Partial<SessionValues>) {
    const [row] = await db
      .update(mentoringSessions)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(mentoringSessions.id, id))
      .returning();
    return row!;
  },

  ofMentoring: (mentoringId: number) =>
    db
      .select()
      .from(mentoringSessions)
      .where(eq(mentoringSessions.mentoringId, mentoringId))
      .orderBy(desc(mentoringSessions.startsAt), desc(mentoringSessions.id)),

  /** An accepted session of one of these people that overlaps [start, end), other than `exceptId`. */
  async overlapping(personIds: number[], start: Date, end: Date, exceptId: number) {
    const [row] = await db
      .select({ id: mentoringSessions.id })
      .from(mentoringSessions)
      .where(
        and(
          eq(mentoringSessions.status, 'accepted'),
          ne(mentoringSessions.id, exceptId),
          or(inArray(mentoringSessions.mentorId, personIds), inArray(mentoringSessions.menteeId, personIds)),
          lt(mentoringSessions.startsAt, end),
          sql`${mentoringSessions.startsAt} + make_interval(mins => ${mentoringSessions.durationMinutes}::int) > ${start.toISOString()}::timestamptz`,
        ),
      )
      .limit(1);
    return row ?? null;
  },

  /** A person's sessions for their calendar feed: accepted, held and cancelled ones of the last 90 days on. */
  forFeed: (personId: number, since: Date) =>
    db
      .select()
      .from(mentoringSessions)
      .where(
        and(
          or(eq(mentoringSessions.mentorId, personId), eq(mentoringSessions.menteeId, personId)),
          inArray(mentoringSessions.status, ['accepted', 'held', 'missed', 'cancelled']),
          sql`${mentoringSessions.startsAt} >= ${since.toISOString()}::timestamptz`,
          // A session cancelled before anyone accepted it never reached a calendar.
          sql`not (${mentoringSessions.status} = 'cancelled' and ${mentoringSessions.sequence} = 0)`,
        ),
      )
      .orderBy(mentoringSessions.startsAt),

  /** Sessions held by a pair and their actual minutes (the completion certificate, issue 33). */
  async heldTotals(mentoringId: number) {
    const [row] = await rowsOf<{ count: number; minutes: number }>(
      db,
      sql`select count(*)::int as count, coalesce(sum(actual_minutes), 0)::int as minutes
          from mentoring_sessions where mentoring_id = ${mentoringId} and status = 'held'`,
    );
    return row ?? { count: 0, minutes: 0 };
  },

  /** The next accepted session of each of these mentorings. */
  async nextOf(mentoringIds: number[], now: Date) {
    if (!mentoringIds.length) return [];
    return rowsOf<{ mentoring_id: number; starts_at: string | Date }>(
      db,
      sql`select mentoring_id, min(starts_at) as starts_at from mentoring_sessions
          where status = 'accepted' and starts_at > ${now.toISOString()}::timestamptz
            and mentoring_id in (${sql.join(
              mentoringIds.map((id) => sql`${id}`),
              sql`, `,
            )})
          group by mentoring_id`,
    );
  },

  // ---------- reminders: each claim marks the rows, so each reminder is queued once ----------

  /** Accepted sessions starting within `withinMs` whose reminder of this kind is not yet queued. */
  async claimStartReminders(kind: 'day' | 'hour', withinMs: number, now: Date) {
    const column = kind === 'day' ? mentoringSessions.remindedDayAt : mentoringSessions.remindedHourAt;
    const set = kind === 'day' ? { remindedDayAt: now } : { remindedHourAt: now };
    return db
      .update(mentoringSessions)
      .set(set)
      .where(
        and(
          eq(mentoringSessions.status, 'accepted'),
          isNull(column),
          sql`${mentoringSessions.startsAt} > ${now.toISOString()}::timestamptz`,
          sql`${mentoringSessions.startsAt} <= ${new Date(now.getTime() + withinMs).toISOString()}::timestamptz`,
        ),
      )
      .returning();
  },

  /** Accepted sessions that ended before `endedBefore` and were never logged nor reminded of it. */
  claimLogReminders: (endedBefore: Date, now: Date) =>
    db
      .update(mentoringSessions)
      .set({ remindedLogAt: now })
      .where(
        and(
          eq(mentoringSessions.status, 'accepted'),
          isNull(mentoringSessions.remindedLogAt),
          sql`${mentoringSessions.startsAt} + make_interval(mins => ${mentoringSessions.durationMinutes}::int) <= ${endedBefore.toISOString()}::timestamptz`,
        ),
      )
      .returning(),

  // ---------- feedback ----------

  async saveFeedback(v: typeof sessionFeedback.$inferInsert) {
    await db
      .insert(sessionFeedback)
      .values(v)
      .onConflictDoUpdate({
        target: [sessionFeedback.sessionId, sessionFeedback.userId],
        set: { score: v.score, comment: v.comment, privateNote: v.privateNote, createdAt: new Date() },
      });
  },

  feedbackOf: (sessionIds: number[], userId: number) =>
    sessionIds.length
      ? db
          .select()
          .from(sessionFeedback)
          .where(and(inArray(sessionFeedback.sessionId, sessionIds), eq(sessionFeedback.userId, userId)))
      : Promise.resolve([]),

  /** The members' ratings of a captain's sessions: how many, by how many members, their average. */
  async captainSummary(mentorId: number) {
    const [row] = await rowsOf<{ count: number; members: number; average: number | null }>(
      db,
      sql`select count(*)::int as count, count(distinct f.user_id)::int as members, avg(f.score)::float8 as average
          from session_feedback f join mentoring_sessions s on s.id = f.session_id
          where s.mentor_id = ${mentorId} and f.user_id = s.mentee_id`,
    );
    return row ?? { count: 0, members: 0, average: null };
  },

  /** Ratings of `lowScore` or less, and every private note, newest first (staff). */
  flaggedFeedback: (lowScore: number, limit: number) =>
    rowsOf<
      {
        session_id: number;
        mentoring_id: number;
        starts_at: string | Date;
        score: number;
        comment: string | null;
        private_note: string | null;
        created_at: string | Date;
        from_id: number;
        from_first: string;
        from_last: string;
        from_type: 'mentor' | 'mentee';
      } & PairNames
    >(
      db,
      sql`select f.session_id, s.mentoring_id, s.starts_at, f.score, f.comment, f.private_note, f.created_at,
                 u.id as from_id, u.first_name as from_first, u.last_name as from_last, u.type as from_type,
                 ${pairNames}
          from session_feedback f
          join mentoring_sessions s on s.id = f.session_id
          join ${peopleAs('u')} on u.id = f.user_id
          ${pairJoins}
          where f.score <= ${lowScore} or coalesce(f.private_note, '') <> ''
          order by f.created_at desc, f.session_id desc
          limit ${inText(limit)}`,
    ),

  /** Held or missed sessions, newest first, with both people and the average rating (staff). */
  staffList: (status: 'held' | 'missed', limit: number, offset: number) =>
    rowsOf<
      {
        id: number;
        mentoring_id: number;
        starts_at: string | Date;
        duration_minutes: number;
        actual_minutes: number | null;
        missed_by: 'captain' | 'member' | 'both' | null;
        usefulness: number | null;
        total: number;
      } & PairNames
    >(
      db,
      sql`select s.id, s.mentoring_id, s.starts_at, s.duration_minutes, s.actual_minutes, s.missed_by,
                 (select avg(f.score)::float8 from session_feedback f where f.session_id = s.id) as usefulness,
                 count(*) over ()::int as total,
                 ${pairNames}
          from mentoring_sessions s
          ${pairJoins}
          where s.status = ${status}
          order by s.starts_at desc, s.id desc
          limit ${inText(limit)} offset ${inText(offset)}`,
    ),

  // ---------- calendar feeds ----------

  async feedOf(userId: number) {
    const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId)).limit(1);
    return row ?? null;
  },

  /** Sets the person's feed secret (its hash): the old one stops at once. */
  async setFeed(userId: number, secretHash: string, nonce: string) {
    await db
      .insert(calendarFeeds)
      .values({ userId, secretHash, nonce })
      .onConflictDoUpdate({
        target: calendarFeeds.userId,
        set: { secretHash, nonce, createdAt: new Date() },
      });
  },

  /** The person's first feed, unless one exists already (then nothing changes). */
  async createFeed(userId: number, hashOf: (nonce: string) => string, nonce: string) {
    await db
      .insert(calendarFeeds)
      .values({ userId, secretHash: hashOf(nonce), nonce })
      .onConflictDoNothing({ target: calendarFeeds.userId });
  },

  async feedOwner(secretHash: string) {
    const [row] = await db
      .select({ userId: calendarFeeds.userId })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.secretHash, secretHash))
      .limit(1);
    return row?.userId ?? null;
  },
});
