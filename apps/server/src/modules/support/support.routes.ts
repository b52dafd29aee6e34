import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MSG, envelope, messageSchema, questionBody } from '@keh/contracts';
import { limit } from '../../plugins/rate-limit';
import { supportService } from './support.service';

/** POST question: 'raise a query' from the agreement steps, kept and mailed to the team. */
export async function supportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const support = supportService(app);
  app.post(
    '/question',
    {
      schema: { tags: ['signup'], body: questionBody, response: { 200: envelope(messageSchema) } },
      config: { rateLimit: limit.questionPerIp, probe: 'self' },
    },
    async (req) => {
      await support.ask(req.body, req.user);
      return { data: { message: MSG.questionSent } };
    },
  );
}
