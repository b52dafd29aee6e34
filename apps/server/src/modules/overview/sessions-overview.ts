import { OVERVIEW_LIST_ROWS, OVERVIEW_WEEKS, type SessionsOverview } from '@keh/contracts';
import type { DbOrTx } from '../../db/client';
import { pairOf } from '../users/users.read-model';
import { totalOf } from './overview.repository';
import { sessionsOverviewRepository } from './sessions-overview.repository';

const hours = (minutes: number) => Math.round((minutes / 60) * 10) / 10;
const person = (id: number, first: string, last: string) => ({ id, first_name: first, last_name: last });

/** The sessions group of GET admin/overview (issue 32). `weeks` are the overview's Mondays. */
export async function sessionsGroup(db: DbOrTx, weeks: string[]): Promise<SessionsOverview> {
  const repo = sessionsOverviewRepository(db);
  const [[totals], perWeek, perCaptain, idle] = await Promise.all([
    repo.totals(),
    repo.perWeek(OVERVIEW_WEEKS),
    repo.perCaptain(),
    repo.idlePairs(OVERVIEW_LIST_ROWS),
  ]);
  const held = totals?.held ?? 0;
  const missed = totals?.missed ?? 0;
  return {
    held,
    hours: hours(totals?.minutes ?? 0),
    captains_held: totals?.captains ?? 0,
    missed_rate: held + missed ? Math.round((missed / (held + missed)) * 1000) / 1000 : null,
    usefulness_avg: totals?.usefulness == null ? null : Math.round(Number(totals.usefulness) * 10) / 10,
    pairs_without_session_30d: idle.map((p) => ({ mentoring_id: p.id, ...pairOf(p) })),
    pairs_without_session_30d_total: totalOf(idle),
    per_week: weeks.map((week) => {
      const w = perWeek.find((r) => r.week === week);
      return { week, held: w?.held ?? 0, hours: hours(w?.minutes ?? 0) };
    }),
    hours_per_captain: perCaptain.map((c) => ({
      ...person(c.id, c.first_name, c.last_name),
      held: c.held,
      hours: hours(c.minutes),
    })),
  };
}
