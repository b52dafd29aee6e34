import type { FastifyInstance } from 'fastify';
import { api } from '@keh/contracts';
import { route } from '../../lib/endpoint';
import { surveyService } from './survey.service';

export async function surveyRoutes(app: FastifyInstance) {
  const survey = surveyService(app.db);
  const tags = ['survey'];
  const config = { probe: 'self' } as const;
  const e = api.survey;
  route(app, e.options, { tags, config }, async () => ({
    data: await survey.options(),
  }));
  route(app, e.mentorOptions, { tags, config }, async () => ({
    data: await survey.mentorOptions(),
  }));
  route(app, e.menteeOptions, { tags, config }, async () => ({
    data: await survey.menteeOptions(),
  }));
}
