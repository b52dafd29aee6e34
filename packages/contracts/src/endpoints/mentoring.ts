import { z } from 'zod';
import { conversation } from '../chat';
import { envelope, messageSchema } from '../common';
import { endpoint } from '../endpoint';
import { declineRequestBody, mentoring, mentoringRequest, requestResult } from '../matching';
import { idParam } from '../profile';
import { requestQuestionBody } from '../trust';

const member = ['mentee'] as const;
const captain = ['mentor'] as const;
const result = envelope(requestResult);

/** Mentoring requests and the Captain's My Members (docs/product/api.md, Mentoring). */
export const mentoringEndpoints = {
  // A Member's requests to Captains
  request: endpoint({
    method: 'POST',
    path: '/mentee/mentors/:id/request',
    access: member,
    params: idParam,
    response: result,
  }),
  recall: endpoint({
    method: 'DELETE',
    path: '/mentee/mentors/:id/request',
    access: member,
    params: idParam,
    response: result,
  }),
  memberRequests: endpoint({
    method: 'GET',
    path: '/mentee/requests',
    access: member,
    response: envelope(z.array(mentoringRequest)),
  }),

  // A Captain's incoming requests and members
  captainRequests: endpoint({
    method: 'GET',
    path: '/mentor/requests',
    access: captain,
    response: envelope(z.array(mentoringRequest)),
  }),
  accept: endpoint({
    method: 'POST',
    path: '/mentor/requests/:id',
    access: captain,
    params: idParam,
    response: envelope(requestResult.extend({ mentoring_id: z.number().int() })),
  }),
  /** The reason is optional, and so is the body. */
  decline: endpoint({
    method: 'DELETE',
    path: '/mentor/requests/:id',
    access: captain,
    params: idParam,
    body: declineRequestBody,
    response: result,
  }),
  /** A question before answering: the Captain's conversation with the Member, the request quoted. */
  askQuestion: endpoint({
    method: 'POST',
    path: '/mentor/requests/:id/question',
    access: captain,
    params: idParam,
    body: requestQuestionBody,
    response: envelope(conversation),
  }),
  myMembers: endpoint({
    method: 'GET',
    path: '/mentor/mentees',
    access: captain,
    response: envelope(z.array(mentoring)),
  }),
  removeMember: endpoint({
    method: 'DELETE',
    path: '/mentor/mentees/:id',
    access: captain,
    params: idParam,
    response: envelope(messageSchema),
  }),
};
