import {
  FEEDBACK_LOW_SCORE,
  FEEDBACK_MIN_MEMBERS,
  FEEDBACK_MIN_RATINGS,
  type FeedbackSummary,
  type SessionFeedbackItem,
  type StaffSessionRow,
} from '@keh/contracts';
import type { AppContext } from '../../context';
import { unixSeconds } from '../../lib/time';
import type { AuthUser } from '../../plugins/auth';
import { mentoringService } from '../mentoring/mentoring.service';
import { pairOf } from '../users/users.read-model';
import { sessionsRepository } from './sessions.repository';

/**
 * What other screens read of the sessions (issue 32): the pair cards' next session, the completion
 * certificate's totals, a captain's feedback summary and the staff's list of low ratings.
 */
export const sessionReadsService = (ctx: AppContext) => {
  const repo = sessionsRepository(ctx.db);
  const mentoring = mentoringService(ctx);

  return {
    /** Sessions held by a pair and their hours (null when none was logged held): the certificate. */
    async heldTotals(mentoringId: number) {
      const { count, minutes } = await repo.heldTotals(mentoringId);
      return count ? { count, hours: Math.round((minutes / 60) * 10) / 10 } : null;
    },

    /** The next booked session of each of the user's running pairs (their pair cards). */
    async next(user: AuthUser) {
      const pairs = await mentoring.pairsOf(user);
      const rows = await repo.nextOf(
        pairs.map((p) => p.mentoring.id),
        new Date(),
      );
      return rows.map((r) => ({ mentoring_id: r.mentoring_id, start: unixSeconds(new Date(r.starts_at)) }));
    },

    /**
     * The members' ratings of a captain's sessions, across all their pairs: only from
     * FEEDBACK_MIN_RATINGS ratings by FEEDBACK_MIN_MEMBERS members, so no one member's score shows.
     */
    async summary(captain: AuthUser): Promise<FeedbackSummary> {
      const r = await repo.captainSummary(captain.id);
      if (r.count < FEEDBACK_MIN_RATINGS || r.members < FEEDBACK_MIN_MEMBERS || r.average === null)
        return null;
      return { average: Math.round(Number(r.average) * 10) / 10, count: r.count, members: r.members };
    },

    /** Low ratings and private notes, newest first (staff). */
    async flagged(): Promise<SessionFeedbackItem[]> {
      const rows = await repo.flaggedFeedback(FEEDBACK_LOW_SCORE, 200);
      return rows.map((r) => ({
        session_id: r.session_id,
        mentoring_id: r.mentoring_id,
        from: { id: r.from_id, first_name: r.from_first, last_name: r.from_last, role: r.from_type },
        ...pairOf(r),
        score: r.score,
        comment: r.comment,
        private_note: r.private_note,
        session_start: unixSeconds(new Date(r.starts_at)),
        created_at: new Date(r.created_at).toISOString(),
      }));
    },

    /** Held or missed sessions, newest first: the lists behind the overview's figures (staff). */
    async staffList(status: 'held' | 'missed', limit: number, offset: number) {
      const rows = await repo.staffList(status, limit, offset);
      const data: StaffSessionRow[] = rows.map((r) => ({
        id: r.id,
        mentoring_id: r.mentoring_id,
        ...pairOf(r),
        start: unixSeconds(new Date(r.starts_at)),
        duration_minutes: r.duration_minutes,
        actual_minutes: r.actual_minutes,
        missed_by: r.missed_by,
        usefulness: r.usefulness === null ? null : Math.round(Number(r.usefulness) * 10) / 10,
      }));
      return { data, meta: { total: rows[0]?.total ?? 0, limit, offset } };
    },
  };
};
