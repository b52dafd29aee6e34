import { canWorkInMentoring, isOfPair, type PairFacts } from './mentoring';
import type { Viewer, ViewerId } from './viewer';

/** Only the captain who made a template sees, changes, deletes or attaches it. */
export const canEditTemplate = (viewer: ViewerId, t: { mentorId: number }): boolean =>
  !!viewer && t.mentorId === viewer.id;

/**
 * Only its captain changes a milestone: the captain of the running mentoring it belongs to, or of
 * the template it belongs to (the owner passed in is that pair or that template).
 */
export const canEditMilestone = (viewer: ViewerId, owner: { mentorId: number }): boolean =>
  !!viewer && owner.mentorId === viewer.id;

/**
 * A task of a running mentoring is ticked by its pair only (the Member's tick, the captain's thumb):
 * the task's milestone belongs to the pair's mentoring and the viewer works in it.
 */
export const canTickTask = (
  viewer: Viewer,
  milestone: { mentoringId: number | null },
  pair: PairFacts & { id: number },
): boolean => milestone.mentoringId === pair.id && canWorkInMentoring(viewer, pair);

/** A feed comment is read (and reported) by the pair of its mentoring while it runs. */
export const canReadFeedComment = (viewer: ViewerId, runningPair: PairFacts | null | undefined): boolean =>
  !!runningPair && isOfPair(viewer, runningPair);
