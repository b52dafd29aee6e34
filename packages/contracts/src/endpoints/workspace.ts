import { z } from 'zod';
import { envelope, messageSchema } from '../common';
import { endpoint } from '../endpoint';
import { mentoring } from '../matching';
import { idParam } from '../profile';
import { endedMentoring, endMentoringBody, endMentoringResult } from '../trust';
import {
  feedComment,
  feedCommentBody,
  feedReadAllQuery,
  feedReadParams,
  milestone,
  milestoneBody,
  readResult,
  taskResult,
} from '../workspace';

const member = ['mentee'] as const;
const captain = ['mentor'] as const;
const pair = ['mentor', 'mentee'] as const;
const read = envelope(readResult);
const ticked = envelope(taskResult);

/**
 * The pair's workspace: the mentoring with its milestones, tasks and feed, and its ending
 * (docs/product/api.md, Mentoring, Milestones and Feed). A Member has one mentoring, so their
 * paths name none; a Captain's name the mentoring (or the Member).
 */
export const workspaceEndpoints = {
  /** The Member's own mentoring, or null. */
  ownMentoring: endpoint({
    method: 'GET',
    path: '/mentee/mentoring',
    access: member,
    response: envelope(mentoring.nullable()),
  }),
  /** A mentoring the Captain runs, by its Member. */
  memberMentoring: endpoint({
    method: 'GET',
    path: '/mentor/mentees/:id/mentoring',
    access: captain,
    params: idParam,
    response: envelope(mentoring),
  }),

  // Milestones of a mentoring (the Captain's)
  addMilestone: endpoint({
    method: 'POST',
    path: '/mentor/mentoring/:id/milestones',
    access: captain,
    params: idParam,
    body: milestoneBody,
    response: envelope(milestone),
  }),
  updateMilestone: endpoint({
    method: 'PUT',
    path: '/mentor/mentoring/milestones/:id',
    access: captain,
    params: idParam,
    body: milestoneBody,
    response: envelope(milestone),
  }),
  removeMilestone: endpoint({
    method: 'DELETE',
    path: '/mentor/mentoring/milestones/:id',
    access: captain,
    params: idParam,
    response: envelope(messageSchema),
  }),

  // Tasks: done (POST) and undone (DELETE) by either of the pair; the role is in the path
  captainTick: endpoint({
    method: 'POST',
    path: '/mentor/mentoring/task/:id',
    access: captain,
    params: idParam,
    response: ticked,
  }),
  captainUntick: endpoint({
    method: 'DELETE',
    path: '/mentor/mentoring/task/:id',
    access: captain,
    params: idParam,
    response: ticked,
  }),
  memberTick: endpoint({
    method: 'POST',
    path: '/mentee/mentoring/task/:id',
    access: member,
    params: idParam,
    response: ticked,
  }),
  memberUntick: endpoint({
    method: 'DELETE',
    path: '/mentee/mentoring/task/:id',
    access: member,
    params: idParam,
    response: ticked,
  }),

  // The feed: comments and read marks
  memberComment: endpoint({
    method: 'POST',
    path: '/mentee/mentoring/feed',
    access: member,
    body: feedCommentBody,
    response: envelope(feedComment),
  }),
  captainComment: endpoint({
    method: 'POST',
    path: '/mentor/mentoring/:id/feed',
    access: captain,
    params: idParam,
    body: feedCommentBody,
    response: envelope(feedComment),
  }),
  captainReadComment: endpoint({
    method: 'POST',
    path: '/mentor/mentoring/:id/feed/:feedId/read',
    access: captain,
    params: feedReadParams,
    response: read,
  }),
  /** Every comment up to `up_to_id` (all without it). */
  captainReadAll: endpoint({
    method: 'POST',
    path: '/mentor/mentoring/:id/feed/read',
    access: captain,
    params: idParam,
    query: feedReadAllQuery,
    response: read,
  }),
  memberReadComment: endpoint({
    method: 'POST',
    path: '/mentee/mentoring/feed/:id/read',
    access: member,
    params: idParam,
    response: read,
  }),
  memberReadAll: endpoint({
    method: 'POST',
    path: '/mentee/mentoring/feed/read',
    access: member,
    query: feedReadAllQuery,
    response: read,
  }),

  // The end of a mentoring (issue 33)
  end: endpoint({
    method: 'POST',
    path: '/mentorings/:id/end',
    access: pair,
    params: idParam,
    body: endMentoringBody,
    response: envelope(endMentoringResult),
  }),
  /** The reader's ended mentorings, as read-only history. */
  ended: endpoint({
    method: 'GET',
    path: '/mentorings/ended',
    access: pair,
    response: envelope(z.array(endedMentoring)),
  }),
  /** The certificate of a mentoring completed with its goals reached. */
  certificate: endpoint({
    method: 'GET',
    path: '/mentorings/:id/certificate',
    access: pair,
    params: idParam,
    produces: 'application/pdf',
  }),
};
