import { OVERVIEW_LIST_ROWS, OVERVIEW_WEEKS, type EndReason, type ProgrammeOverview } from '@keh/contracts';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { pairOf } from '../users/users.read-model';
import { overviewRepository, totalOf } from './overview.repository';
import { sessionsGroup } from './sessions-overview';

const round1 = (v: number | null) => (v === null ? null : Math.round(Number(v) * 10) / 10);
const iso = (v: string | Date) => new Date(v).toISOString();

/** The Mondays (UTC) of the last `weeks` weeks, oldest first, as yyyy-mm-dd. */
export function lastWeeks(now: Date, weeks = OVERVIEW_WEEKS): string[] {
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return Array.from({ length: weeks }, (_, i) => {
    const d = new Date(monday);
    d.setUTCDate(d.getUTCDate() - 7 * (weeks - 1 - i));
    return d.toISOString().slice(0, 10);
  });
}

type Row<K extends keyof ReturnType<typeof overviewRepository>> = Awaited<
  ReturnType<ReturnType<typeof overviewRepository>[K]>
>[number];

const quietPair = (q: Row<'goneQuiet'>) => ({
  mentoring_id: q.id,
  ...pairOf(q),
  last_activity_at: iso(q.last_at),
});
const atCapacity = ({ total: _, ...c }: Row<'atCapacity'>) => c;
const assessmentMove = (m: Row<'assessmentMoves'>) => ({
  member: { id: m.id, first_name: m.first_name, last_name: m.last_name },
  before: m.before,
  after: m.after,
  taken_at: iso(m.taken_at),
});

/** The whole of each of the overview's lists (GET admin/overview/{list}), for their CSV files. */
export const overviewLists = (db: DbOrTx) => {
  const repo = overviewRepository(db);
  return {
    goneQuiet: async () => (await repo.goneQuiet(null)).map(quietPair),
    captainsAtCapacity: async () => (await repo.atCapacity(null)).map(atCapacity),
    assessmentMoves: async () => (await repo.assessmentMoves(null)).map(assessmentMove),
  };
};

/** What a programme reports (issue 14): sign-ups, requests, pairs, milestones, capacity. */
export const overviewService = (ctx: AppContext) => {
  const repo = overviewRepository(ctx.db);
  const first = OVERVIEW_LIST_ROWS;
  return {
    async overview(): Promise<ProgrammeOverview> {
      const [
        signups,
        [req],
        [active],
        quiet,
        [ms],
        capacity,
        moves,
        [[outcomes], endings, [reports]],
        sessions,
      ] = await Promise.all([
        repo.signups(),
        repo.requests(),
        repo.activeMentorings(),
        repo.goneQuiet(first),
        repo.milestones(),
        repo.atCapacity(first),
        repo.assessmentMoves(first),
        repo.trust(),
        sessionsGroup(ctx.db, lastWeeks(new Date())),
      ]);
      const count = (week: string, type: 'mentor' | 'mentee') =>
        signups.find((s) => s.week === week && s.type === type)?.n ?? 0;
      const decided = (req?.accepted ?? 0) + (req?.declined ?? 0);
      return {
        generated_at: new Date().toISOString(),
        signups: lastWeeks(new Date()).map((week) => ({
          week,
          members: count(week, 'mentee'),
          captains: count(week, 'mentor'),
        })),
        requests: {
          open: req?.open ?? 0,
          median_wait_days: round1(req?.median ?? null),
          longest_wait_days: round1(req?.longest ?? null),
          accepted: req?.accepted ?? 0,
          declined: req?.declined ?? 0,
          acceptance_rate: decided ? Math.round(((req?.accepted ?? 0) / decided) * 1000) / 1000 : null,
        },
        mentorings: {
          active: active?.n ?? 0,
          gone_quiet: quiet.map(quietPair),
          gone_quiet_total: totalOf(quiet),
        },
        milestones: { done: ms?.done ?? 0, overdue: ms?.overdue ?? 0, open: ms?.open ?? 0 },
        captains_at_capacity: capacity.map(atCapacity),
        captains_at_capacity_total: totalOf(capacity),
        trust: {
          request_expiry_rate: outcomes?.decided
            ? Math.round((outcomes.expired / outcomes.decided) * 1000) / 1000
            : null,
          median_answer_hours: round1(outcomes?.median ?? null),
          endings: endings.map((e) => ({ reason: e.reason as EndReason, count: e.n })),
          reports_open: reports?.n ?? 0,
        },
        assessment_moves: moves.map(assessmentMove),
        assessment_moves_total: totalOf(moves),
        assessment_moves_up: moves[0]?.up ?? 0,
        sessions,
      };
    },
  };
};
