import type { FastifyInstance } from 'fastify';
import { MSG, api } from '@keh/contracts';
import { route } from '../../lib/endpoint';
import { limit } from '../../plugins/rate-limit';
import { supportService } from './support.service';

/** POST question: 'raise a query' from the agreement steps, kept and mailed to the team. */
export async function supportRoutes(app: FastifyInstance) {
  const support = supportService(app);
  route(
    app,
    api.site.question,
    { tags: ['signup'], config: { rateLimit: limit.questionPerIp, probe: 'self' } },
    async (req) => {
      await support.ask(req.body, req.user);
      return { data: { message: MSG.questionSent } };
    },
  );
}
