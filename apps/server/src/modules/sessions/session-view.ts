import type { Session } from '@keh/contracts';
import { unixSeconds } from '../../lib/time';
import type { SessionRow } from './sessions.repository';

type Person = Session['captain'];

/** What a session's answer needs besides its row: names, the plan's milestones, the viewer's rights. */
export interface SessionFacts {
  who: (userId: number) => Person;
  pair: { mentorId: number; menteeId: number };
  /** The pair's milestones by id (an agenda's milestone since removed is left out). */
  milestones: Map<number, string>;
  can: Session['can'];
  /** The viewer's own rating of it, if any. */
  feedback?: { score: number; comment: string | null };
}

/** A session as the API answers it (contracts' `session`). */
export function sessionView(s: SessionRow, f: SessionFacts): Session {
  return {
    id: s.id,
    mentoring_id: s.mentoringId,
    status: s.status,
    start: unixSeconds(s.startsAt),
    duration_minutes: s.durationMinutes,
    slots: s.slots,
    location: s.location,
    video_url: s.videoUrl,
    agenda: s.agenda,
    milestones: s.milestoneIds.flatMap((id) =>
      f.milestones.has(id) ? [{ id, name: f.milestones.get(id)! }] : [],
    ),
    proposed_by: f.who(s.proposedBy),
    captain: f.who(f.pair.mentorId),
    member: f.who(f.pair.menteeId),
    cancel_reason: s.cancelReason,
    cancelled_by: s.cancelledBy,
    missed_by: s.missedBy,
    actual_minutes: s.actualMinutes,
    notes: s.notes,
    action_items: s.actionItems,
    logged_by: s.loggedBy,
    can: f.can,
    my_feedback: f.feedback ? { score: f.feedback.score, comment: f.feedback.comment } : null,
  };
}
