import { canWorkInMentoring, type PairFacts } from './mentoring';
import { isStaff, type Viewer } from './viewer';

/**
 * A mentoring session as its policies read it. The viewer of the per-session rules below is one
 * who reached the session's pair (`canReadSessions`); staff only read, so they may do none of them.
 */
export interface SessionFacts {
  status: string;
  proposedBy: number;
  startsAt: Date;
  slots: readonly { start: number }[];
}

/** A pair's sessions are read by the pair, and by staff (the console's low ratings and notes). */
export const canReadSessions = (viewer: Viewer, pair: PairFacts): boolean =>
  isStaff(viewer) || canWorkInMentoring(viewer, pair);

/** Only the pair propose, answer, move, cancel, log and rate their sessions (staff never). */
export const canChangeSessions = (viewer: Viewer, pair: PairFacts): boolean =>
  canWorkInMentoring(viewer, pair);

const ofPair = (viewer: Viewer) => !!viewer && !isStaff(viewer);
const begun = (s: SessionFacts, now: number) => s.startsAt.getTime() <= now;

/** The one of the pair who did not propose the times answers a proposal with other times. */
export const canProposeOtherTimes = (viewer: Viewer, s: SessionFacts): boolean =>
  ofPair(viewer) && s.status === 'proposed' && s.proposedBy !== viewer!.id;

/** The one who did not propose accepts one of the proposed times that is still to come. */
export const canAcceptSession = (viewer: Viewer, s: SessionFacts, now: number): boolean =>
  canProposeOtherTimes(viewer, s) && s.slots.some((x) => x.start * 1000 > now);

/** Either of the pair moves a booked session that has not begun. */
export const canRescheduleSession = (viewer: Viewer, s: SessionFacts, now: number): boolean =>
  ofPair(viewer) && s.status === 'accepted' && !begun(s, now);

/** Either of the pair cancels a proposal, or a booked session that has not begun. */
export const canCancelSession = (viewer: Viewer, s: SessionFacts, now: number): boolean =>
  ofPair(viewer) && (s.status === 'proposed' || (s.status === 'accepted' && !begun(s, now)));

/** Either of the pair logs a booked session once it has begun (held or missed). */
export const canLogSession = (viewer: Viewer, s: SessionFacts, now: number): boolean =>
  ofPair(viewer) && s.status === 'accepted' && begun(s, now);

/** Either of the pair rates a session that was held. */
export const canRateSession = (viewer: Viewer, s: SessionFacts): boolean =>
  ofPair(viewer) && s.status === 'held';

/** A private calendar feed answers only while its owner's account is active (a suspended person's is gone). */
export const canServeCalendarFeed = (owner: { status: string }): boolean => owner.status === 'active';
