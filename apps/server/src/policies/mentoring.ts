import type { Role } from '@keh/contracts';
import type { Viewer, ViewerId } from './viewer';

/** The two people of a mentoring (running or ended). */
export interface PairFacts {
  mentorId: number;
  menteeId: number;
}

/** The pair's captain or its Member. */
export const isOfPair = (viewer: ViewerId, pair: PairFacts): boolean =>
  !!viewer && (pair.mentorId === viewer.id || pair.menteeId === viewer.id);

/**
 * A running mentoring is worked in (its plan, feed and sessions) by its captain, as a captain, and
 * its Member, as a Member; anyone else is told it does not exist.
 */
export const canWorkInMentoring = (viewer: Viewer, pair: PairFacts): boolean =>
  !!viewer && (viewer.type === 'mentee' ? pair.menteeId === viewer.id : pair.mentorId === viewer.id);

/** Either of the pair may end their mentoring (the server ends it too: a block, a closed account). */
export const canEndMentoring = (viewer: ViewerId, pair: PairFacts): boolean => isOfPair(viewer, pair);

/** The completion certificate is for the pair of a mentoring that ended with its goals reached. */
export const canReadCertificate = (
  viewer: ViewerId,
  m: PairFacts & { endedAt: Date | null; endReason: string | null },
): boolean => isOfPair(viewer, m) && !!m.endedAt && m.endReason === 'goals_reached';

/** A Member asks only an active Business Captain, and never across a block (either way). */
export const canRequestCaptain = (
  _viewer: ViewerId,
  captain: { type: Role; status: string; apart: boolean },
): boolean => captain.type === 'mentor' && captain.status === 'active' && !captain.apart;

/** Only the captain a request was sent to answers it (accept, decline, ask first), while it is pending. */
export const canAnswerRequest = (viewer: ViewerId, req: { mentorId: number; status: string }): boolean =>
  !!viewer && req.mentorId === viewer.id && req.status === 'pending';
