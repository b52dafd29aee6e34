import type { FastifyInstance } from 'fastify';
import { api } from '@keh/contracts';
import { route } from '../../lib/endpoint';
import { currentUser } from '../../plugins/auth';
import { limit } from '../../plugins/rate-limit';
import { authService } from '../auth/auth.service';
import { publicProfileService } from './public-profile.service';

/** /mentor/{id} and /mentee/{id} as others see them; a captain's profile comes from the viewer's role path. */
export async function publicProfileRoutes(app: FastifyInstance) {
  const people = publicProfileService(app);
  const auth = authService(app);
  const tags = ['profile'];
  const e = api.publicProfile;

  for (const op of [e.captainForMember, e.captainForCaptain]) {
    route(app, op, { tags, config: { probe: { object: 'captain' } } }, async (req) => ({
      data: await people.captain(currentUser(req), req.params.id),
    }));
  }
  route(app, e.member, { tags, config: { probe: { object: 'member' } } }, async (req) => ({
    data: await people.member(currentUser(req), req.params.id),
  }));
  route(
    app,
    e.own,
    // Moderators and admins have no public profile.
    { tags, config: { probe: { expect: { moderator: 404, admin: 404 } } } },
    async (req) => ({
      data: await people.own(currentUser(req)),
    }),
  );

  route(
    app,
    e.memberSurvey,
    { tags, config: { probe: { object: 'mentoredMember', owner: 'captain' } } },
    async (req) => ({ data: await people.memberSurvey(currentUser(req), req.params.id) }),
  );
  // The admin preview page carries the token in the query (spec: /preview-admin/mentee/{id}/survey).
  route(
    app,
    e.staffMemberSurvey,
    { tags: ['admin'], config: { tokenInQuery: 'member', probe: { object: 'member' } } },
    async (req) => ({ data: await people.memberSurvey(currentUser(req), req.params.id) }),
  );
  route(
    app,
    e.surveyPreviewToken,
    {
      tags: ['admin'],
      config: { rateLimit: limit.lookupPerIp, probe: { object: 'member' } },
      schema: {
        description:
          "A preview link's token for this Member's questionnaire: read-only, 15 minutes (decision 0005).",
      },
    },
    async (req) => {
      // Only for a Member whose questionnaire the admin may read (404 otherwise).
      await people.memberSurvey(currentUser(req), req.params.id);
      return { data: await auth.mintPreview(currentUser(req), 'member', req.params.id) };
    },
  );
}
