import { sql, type SQL } from 'drizzle-orm';
import { OVERVIEW_WEEKS, QUIET_DAYS } from '@keh/contracts';
import type { DbOrTx } from '../../db/client';
import { inText } from '../../db/prepared';
import { rowsOf } from '../../db/rows';
import type { PairNames } from '../users/users.read-model';

/** A list's rows, each with how many the whole list has (`count(*) over ()`, before the limit). */
export type Counted<T> = T & { total: number };

/** A list's first `first` rows, or all of them when null. */
export const firstRows = (first: number | null) => (first === null ? sql`` : sql`limit ${inText(first)}`);

/** How many rows the whole list has: its rows' `total`, or 0 when it has none. */
export const totalOf = (rows: readonly { total: number }[]) => rows[0]?.total ?? 0;

/**
 * The programme overview's figures (decision 0020): a read model over the other areas' tables, in
 * plain SQL. It only reads, and nothing else reads it.
 */
export const overviewRepository = (db: DbOrTx) => {
  const rows = <T>(query: SQL) => rowsOf<T>(db, query);
  return {
    signups: () =>
      rows<{ week: string; type: 'mentor' | 'mentee'; n: number }>(sql`
        select to_char(date_trunc('week', created_at at time zone 'UTC'), 'YYYY-MM-DD') as week, type, count(*)::int as n
        from users
        where type in ('mentor', 'mentee')
          and created_at >= date_trunc('week', now() at time zone 'UTC') at time zone 'UTC' - interval '${sql.raw(String(OVERVIEW_WEEKS - 1))} weeks'
        group by 1, 2`),

    requests: () =>
      rows<{
        open: number;
        median: number | null;
        longest: number | null;
        accepted: number;
        declined: number;
      }>(sql`
        select
          count(*) filter (where status = 'pending')::int as open,
          percentile_cont(0.5) within group (order by extract(epoch from now() - created_at) / 86400)
            filter (where status = 'pending') as median,
          max(extract(epoch from now() - created_at) / 86400) filter (where status = 'pending') as longest,
          count(*) filter (where status = 'accepted')::int as accepted,
          count(*) filter (where status = 'cancelled_by_mentor')::int as declined
        from mentoring_requests`),

    /** Issue 33: request outcomes and answer times over 90 days, endings by reason, reports open. */
    trust: () =>
      Promise.all([
        rows<{ expired: number; decided: number; median: number | null }>(sql`
          select count(*) filter (where status = 'expired')::int as expired,
                 count(*) filter (where status in ('accepted', 'cancelled_by_mentor', 'expired'))::int as decided,
                 percentile_cont(0.5) within group (order by extract(epoch from updated_at - created_at) / 3600)
                   filter (where status in ('accepted', 'cancelled_by_mentor')) as median
          from mentoring_requests where updated_at > now() - interval '90 days'`),
        rows<{ reason: string; n: number }>(sql`
          select coalesce(end_reason, 'other') as reason, count(*)::int as n
          from mentorings where ended_at > now() - interval '90 days' group by 1 order by 2 desc`),
        rows<{ n: number }>(sql`select count(*)::int as n from reports where status = 'open'`),
      ]),

    activeMentorings: () =>
      rows<{ n: number }>(sql`select count(*)::int as n from mentorings where ended_at is null`),

    /**
     * Running pairs with no feed comment by either and no chat message between them for QUIET_DAYS:
     * a probe of the feed's index and the conversation's last message time per pair, not a max over
     * its messages (1x: 48.6 → 6.5 ms).
     */
    goneQuiet: (first: number | null) =>
      rows<Counted<{ id: number; last_at: string } & PairNames>>(sql`
        select *, count(*) over ()::int as total from (
          select m.id, m.mentor_id, c.first_name as mentor_first, c.last_name as mentor_last,
                 m.mentee_id, p.first_name as mentee_first, p.last_name as mentee_last,
                 greatest(
                   m.created_at,
                   (select max(f.created_at) from feed_comments f where f.mentoring_id = m.id and f.owner_id is not null),
                   (select cv.last_message_at from conversations cv
                     where cv.pair_key = 'direct:' || least(m.mentor_id, m.mentee_id) || ':' || greatest(m.mentor_id, m.mentee_id))
                 ) as last_at
          from mentorings m
          join users c on c.id = m.mentor_id
          join users p on p.id = m.mentee_id
          where m.ended_at is null
        ) pairs
        where last_at < now() - interval '${sql.raw(String(QUIET_DAYS))} days'
        order by last_at asc, id
        ${firstRows(first)}`),

    milestones: () =>
      rows<{ done: number; overdue: number; open: number }>(sql`
        select
          count(*) filter (where ms.completed_at is not null)::int as done,
          count(*) filter (where ms.completed_at is null and ms.deadline < now())::int as overdue,
          count(*) filter (where ms.completed_at is null and (ms.deadline is null or ms.deadline >= now()))::int as open
        from milestones ms join mentorings m on m.id = ms.mentoring_id
        where m.ended_at is null`),

    /** Each Member's last two complete questionnaires, where the score moved. */
    assessmentMoves: (first: number | null) =>
      rows<
        Counted<{
          id: number;
          first_name: string;
          last_name: string;
          before: number;
          after: number;
          taken_at: string;
          up: number;
        }>
      >(sql`
        select u.id, u.first_name, u.last_name, x.prev as before, x.score as after, x.taken_at,
               count(*) over ()::int as total, count(*) filter (where x.score > x.prev) over ()::int as up
        from (
          select r.user_id, r.score, r.taken_at,
                 lag(r.score) over (partition by r.user_id order by r.taken_at, r.id) as prev,
                 row_number() over (partition by r.user_id order by r.taken_at desc, r.id desc) as rn
          from assessment_results r
        ) x join users u on u.id = x.user_id
        where x.rn = 1 and x.prev is not null and x.prev <> x.score
        order by x.taken_at desc, u.id
        ${firstRows(first)}`),

    atCapacity: (first: number | null) =>
      rows<Counted<{ id: number; first_name: string; last_name: string; active: number; limit: number }>>(sql`
        select u.id, u.first_name, u.last_name, count(m.id)::int as active, u.mentees_limit as "limit",
               count(*) over ()::int as total
        from users u join mentorings m on m.mentor_id = u.id and m.ended_at is null
        where u.type = 'mentor' and u.status = 'active' and u.mentees_limit is not null
        group by u.id
        having count(m.id) >= u.mentees_limit
        order by u.last_name, u.first_name, u.id
        ${firstRows(first)}`),
  };
};
