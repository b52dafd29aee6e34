import type { FastifyInstance } from 'fastify';
import { api } from '@keh/contracts';
import { route } from '../../lib/endpoint';
import { currentUser } from '../../plugins/auth';
import { memberSurveyService } from './member-survey.service';

export async function memberSurveyRoutes(app: FastifyInstance) {
  const surveys = memberSurveyService(app);
  const tags = ['survey'];
  const self = { probe: 'self' } as const;
  const e = api.survey;

  route(app, e.mine, { tags, config: self }, async (req) => ({
    data: await surveys.view(currentUser(req).row),
  }));

  route(
    app,
    e.update,
    // The web sends JSON; a form is taken too.
    { tags, config: self, schema: { consumes: ['multipart/form-data', 'application/json'] } },
    async (req) => ({ data: await surveys.update(currentUser(req).row, req.body) }),
  );

  route(app, e.requestChange, { tags, config: self }, async (req) => ({
    data: await surveys.requestChange(currentUser(req).row),
  }));
  route(app, e.changeStatus, { tags, config: self }, async (req) => ({
    data: await surveys.requestStatus(currentUser(req).row),
  }));
  route(app, e.approveChange, { tags: ['admin'], config: { probe: { object: 'member' } } }, async (req) => ({
    data: await surveys.approveChange(currentUser(req), req.params.id),
  }));
  route(app, e.refuseChange, { tags: ['admin'], config: { probe: { object: 'person' } } }, async (req) => ({
    data: await surveys.refuseChange(currentUser(req), req.params.id, req.body.reason),
  }));
}
