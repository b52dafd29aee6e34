import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, idParam, memberSurvey, previewTokenResult, publicProfile } from '@keh/contracts';
import { currentUser } from '../../plugins/auth';
import { limit } from '../../plugins/rate-limit';
import { authService } from '../auth/auth.service';
import { publicProfileService } from './public-profile.service';

/** /mentor/{id} and /mentee/{id} as others see them; a captain's profile comes from the viewer's role path. */
export async function publicProfileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const people = publicProfileService(app);
  const auth = authService(app);
  const tags = ['profile'];
  const reply = { 200: envelope(publicProfile) };

  app.get(
    '/mentee/mentors/:id',
    {
      schema: { tags, params: idParam, response: reply },
      config: { access: ['mentee'], probe: { object: 'captain' } },
    },
    async (req) => ({
      data: await people.captain(currentUser(req), req.params.id),
    }),
  );
  app.get(
    '/mentor/mentors/:id',
    {
      schema: { tags, params: idParam, response: reply },
      config: { access: ['mentor'], probe: { object: 'captain' } },
    },
    async (req) => ({
      data: await people.captain(currentUser(req), req.params.id),
    }),
  );
  app.get(
    '/mentor/mentees/:id',
    {
      schema: { tags, params: idParam, response: reply },
      config: { access: ['mentor'], probe: { object: 'member' } },
    },
    async (req) => ({
      data: await people.member(currentUser(req), req.params.id),
    }),
  );
  app.get(
    '/user/profile/public',
    {
      schema: { tags, response: reply },
      // Moderators and admins have no public profile.
      config: { access: 'user', probe: { expect: { moderator: 404, admin: 404 } } },
    },
    async (req) => ({
      data: await people.own(currentUser(req)),
    }),
  );

  const surveyReply = { 200: envelope(memberSurvey) };
  app.get(
    '/mentor/mentees/:id/survey',
    {
      schema: { tags, params: idParam, response: surveyReply },
      config: { access: ['mentor'], probe: { object: 'mentoredMember', owner: 'captain' } },
    },
    async (req) => ({ data: await people.memberSurvey(currentUser(req), req.params.id) }),
  );
  // The admin preview page carries the token in the query (spec: /preview-admin/mentee/{id}/survey).
  app.get(
    '/admin/mentee/:id/survey',
    {
      schema: { tags: ['admin'], params: idParam, response: surveyReply },
      config: { access: ['admin'], tokenInQuery: 'member', probe: { object: 'member' } },
    },
    async (req) => ({ data: await people.memberSurvey(currentUser(req), req.params.id) }),
  );
  app.post(
    '/admin/mentee/:id/survey/preview-token',
    {
      schema: {
        tags: ['admin'],
        description:
          "A preview link's token for this Member's questionnaire: read-only, 15 minutes (decision 0005).",
        params: idParam,
        response: { 200: envelope(previewTokenResult) },
      },
      config: { access: ['admin'], rateLimit: limit.lookupPerIp, probe: { object: 'member' } },
    },
    async (req) => {
      // Only for a Member whose questionnaire the admin may read (404 otherwise).
      await people.memberSurvey(currentUser(req), req.params.id);
      return { data: await auth.mintPreview(currentUser(req), 'member', req.params.id) };
    },
  );
}
