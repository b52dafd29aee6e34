import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changeRequest,
  envelope,
  idParam,
  memberSurvey,
  refuseChangeBody,
  surveyUpdateBody,
} from '@keh/contracts';
import { currentUser } from '../../plugins/auth';
import { memberSurveyService } from './member-survey.service';

export async function memberSurveyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const surveys = memberSurveyService(app);
  const tags = ['survey'];
  const access = ['mentee'] as const;

  app.get(
    '/mentee/profile/survey',
    { schema: { tags, response: { 200: envelope(memberSurvey) } }, config: { access, probe: 'self' } },
    async (req) => ({ data: await surveys.view(currentUser(req).row) }),
  );

  app.post(
    '/mentee/profile/survey/update',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data', 'application/json'],
        body: surveyUpdateBody,
        response: { 200: envelope(memberSurvey) },
      },
      config: { access, probe: 'self' },
    },
    async (req) => ({ data: await surveys.update(currentUser(req).row, req.body) }),
  );

  app.post(
    '/mentee/profile/survey/request-change',
    { schema: { tags, response: { 200: envelope(changeRequest) } }, config: { access, probe: 'self' } },
    async (req) => ({ data: await surveys.requestChange(currentUser(req).row) }),
  );
  app.get(
    '/mentee/profile/survey/request-change',
    { schema: { tags, response: { 200: envelope(changeRequest) } }, config: { access, probe: 'self' } },
    async (req) => ({ data: await surveys.requestStatus(currentUser(req).row) }),
  );
  app.post(
    '/admin/mentees/:id/survey/request-change/approve',
    {
      schema: { tags: ['admin'], params: idParam, response: { 200: envelope(changeRequest) } },
      config: { access: ['admin'], probe: { object: 'member' } },
    },
    async (req) => ({ data: await surveys.approveChange(currentUser(req), req.params.id) }),
  );
  app.post(
    '/admin/mentees/:id/survey/request-change/refuse',
    {
      schema: {
        tags: ['admin'],
        params: idParam,
        body: refuseChangeBody,
        response: { 200: envelope(changeRequest) },
      },
      config: { access: ['admin'], probe: { object: 'person' } },
    },
    async (req) => ({ data: await surveys.refuseChange(currentUser(req), req.params.id, req.body.reason) }),
  );
}
