import { sql, type SQLWrapper } from 'drizzle-orm';

/**
 * What other modules' statements may read of mentorings and requests for a captain's card or
 * profile (issue 27: one statement per list), as SQL fragments to place in their own statement. The
 * trust repository reads through the same fragments, so each rule is written once.
 */

/**
 * Hours a captain took to answer each request over the window, as text `h1,h2,…` (null for none):
 * an answer is an acceptance or a decline; an expired request counts the whole wait. As text: both
 * database drivers answer it alike (arrays and JSON of numbers differ).
 */
export const answerHoursSql = (mentorId: SQLWrapper | number, windowDays: number) =>
  sql<string | null>`(select string_agg((extract(epoch from r.updated_at - r.created_at) / 3600)::text, ',')
    from mentoring_requests r
    where r.mentor_id = ${mentorId}
      and r.status in ('accepted', 'cancelled_by_mentor', 'expired')
      and r.updated_at > now() - make_interval(days => ${windowDays}))`;

/** A `h1,h2,…` text of hours as numbers. */
export const hoursOf = (text: string | null) => (text ? text.split(',').map(Number) : []);

/** The newest request of a Member to a captain: its `status` or `decline_reason` (null for none). */
export const latestRequestSql = (
  menteeId: SQLWrapper | number,
  mentorId: SQLWrapper | number,
  column: 'status' | 'decline_reason',
) =>
  sql<string | null>`(select r.${sql.raw(column)} from mentoring_requests r
    where r.mentee_id = ${menteeId} and r.mentor_id = ${mentorId}
    order by r.created_at desc, r.id desc limit 1)`;

/** Whether the Member has a captain now (a running mentoring). */
export const hasCaptainSql = (menteeId: SQLWrapper | number) =>
  sql<boolean>`exists (select 1 from mentorings m where m.mentee_id = ${menteeId} and m.ended_at is null)`;

/** Mentorings a captain saw through to their goals (the thank-you record on their profile). */
export const completionsSql = (mentorId: SQLWrapper | number) =>
  sql<number>`(select count(*)::int from mentorings m where m.mentor_id = ${mentorId} and m.end_reason = 'goals_reached')`;

/**
 * Whether `captain` is not one a Member's mentoring ended with as 'not a good fit' (issue 33), in
 * set form: read once per statement into an array, however many captains the list scans (as
 * `notApartFromSql`, decision 0039).
 */
export const notAFitOfSql = (menteeId: number | SQLWrapper, captain: SQLWrapper) =>
  sql<boolean>`${captain} <> all (${notAFitIdsSql(menteeId)})`;
/** The captains a Member's mentorings ended with as 'not a good fit', as one array. */
export const notAFitIdsSql = (menteeId: number | SQLWrapper) =>
  sql<number[]>`array(select m.mentor_id from mentorings m
    where m.mentee_id = ${menteeId} and m.end_reason = 'not_a_fit')`;
