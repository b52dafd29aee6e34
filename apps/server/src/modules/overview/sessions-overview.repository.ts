import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { PairNames } from '../users/users.read-model';
import { firstRows, type Counted } from './overview.repository';

/** The sessions group of the programme overview (issue 32): plain SQL over sessions and pairs. */
export const sessionsOverviewRepository = (db: DbOrTx) => {
  const rows = <T>(query: SQL) => rowsOf<T>(db, query);
  return {
    totals: () =>
      rows<{
        held: number;
        missed: number;
        minutes: number;
        captains: number;
        usefulness: number | null;
      }>(sql`
        select count(*) filter (where status = 'held')::int as held,
               count(*) filter (where status = 'missed')::int as missed,
               coalesce(sum(actual_minutes) filter (where status = 'held'), 0)::int as minutes,
               count(distinct mentor_id) filter (where status = 'held')::int as captains,
               (select avg(score)::float8 from session_feedback) as usefulness
        from mentoring_sessions`),

    perWeek: (weeks: number) =>
      rows<{ week: string; held: number; minutes: number }>(sql`
        select to_char(date_trunc('week', starts_at at time zone 'UTC'), 'YYYY-MM-DD') as week,
               count(*)::int as held, coalesce(sum(actual_minutes), 0)::int as minutes
        from mentoring_sessions
        where status = 'held'
          and starts_at >= date_trunc('week', now() at time zone 'UTC') at time zone 'UTC' - make_interval(weeks => ${weeks - 1})
        group by 1`),

    perCaptain: () =>
      rows<{ id: number; first_name: string; last_name: string; held: number; minutes: number }>(sql`
        select u.id, u.first_name, u.last_name, count(*)::int as held,
               coalesce(sum(s.actual_minutes), 0)::int as minutes
        from mentoring_sessions s join users u on u.id = s.mentor_id
        where s.status = 'held'
        group by u.id, u.first_name, u.last_name
        order by minutes desc, u.id
        limit 50`),

    /** Running pairs with no session held or booked in the last 30 days (nor one booked ahead). */
    idlePairs: (first: number | null) =>
      rows<Counted<{ id: number } & PairNames>>(sql`
        select count(*) over ()::int as total, m.id, c.id as mentor_id, c.first_name as mentor_first, c.last_name as mentor_last,
               p.id as mentee_id, p.first_name as mentee_first, p.last_name as mentee_last
        from mentorings m join users c on c.id = m.mentor_id join users p on p.id = m.mentee_id
        where m.ended_at is null
          and not exists (
            select 1 from mentoring_sessions s
            where s.mentoring_id = m.id and s.status in ('held', 'accepted')
              and s.starts_at >= now() - interval '30 days')
        order by m.created_at, m.id
        ${firstRows(first)}`),
  };
};
