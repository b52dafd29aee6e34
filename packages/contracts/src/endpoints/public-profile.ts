import { envelope } from '../common';
import { endpoint } from '../endpoint';
import { previewTokenResult } from '../auth';
import { idParam, publicProfile } from '../profile';
import { memberSurvey } from '../survey';

const profile = envelope(publicProfile);
const survey = envelope(memberSurvey);

/**
 * /mentor/{id} and /mentee/{id} as others see them; a captain's profile comes from the viewer's
 * role path (docs/product/permissions.md).
 */
export const publicProfileEndpoints = {
  /** A Member looks at a captain. */
  captainForMember: endpoint({
    method: 'GET',
    path: '/mentee/mentors/:id',
    access: ['mentee'],
    params: idParam,
    response: profile,
  }),
  /** A captain looks at another captain. */
  captainForCaptain: endpoint({
    method: 'GET',
    path: '/mentor/mentors/:id',
    access: ['mentor'],
    params: idParam,
    response: profile,
  }),
  /** A captain looks at a Member. */
  member: endpoint({
    method: 'GET',
    path: '/mentor/mentees/:id',
    access: ['mentor'],
    params: idParam,
    response: profile,
  }),
  /** One's own public profile (moderators and admins have none). */
  own: endpoint({ method: 'GET', path: '/user/profile/public', access: 'user', response: profile }),
  /** A captain reads the questionnaire of one of their Members. */
  memberSurvey: endpoint({
    method: 'GET',
    path: '/mentor/mentees/:id/survey',
    access: ['mentor'],
    params: idParam,
    response: survey,
  }),
  /** An admin reads a Member's questionnaire (a preview link carries its token in the query). */
  staffMemberSurvey: endpoint({
    method: 'GET',
    path: '/admin/mentee/:id/survey',
    access: ['admin'],
    params: idParam,
    response: survey,
  }),
  /** A preview link's token for a Member's questionnaire: read-only, 15 minutes (decision 0005). */
  surveyPreviewToken: endpoint({
    method: 'POST',
    path: '/admin/mentee/:id/survey/preview-token',
    access: ['admin'],
    params: idParam,
    response: envelope(previewTokenResult),
  }),
};
