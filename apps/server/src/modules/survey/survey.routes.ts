import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, menteeSurveyOptions, mentorSurveyOptions, surveyOptions } from '@keh/contracts';
import { surveyService } from './survey.service';

export async function surveyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const survey = surveyService(app.db);
  const tags = ['survey'];
  const config = { probe: 'self' } as const;
  app.get(
    '/survey/options',
    { schema: { tags, response: { 200: envelope(surveyOptions) } }, config },
    async () => ({
      data: await survey.options(),
    }),
  );
  app.get(
    '/survey/mentor/options',
    { schema: { tags, response: { 200: envelope(mentorSurveyOptions) } }, config },
    async () => ({
      data: await survey.mentorOptions(),
    }),
  );
  app.get(
    '/survey/mentee/options',
    { schema: { tags, response: { 200: envelope(menteeSurveyOptions) } }, config },
    async () => ({
      data: await survey.menteeOptions(),
    }),
  );
}
