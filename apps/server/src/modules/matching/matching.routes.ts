import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { captainList, captainListQuery } from '@keh/contracts';
import { currentUser } from '../../plugins/auth';
import { limit } from '../../plugins/rate-limit';
import { matchingService } from './matching.service';

/** GET mentee/mentors (matched, query startup and filters) and mentor/mentors (the other captains). */
export async function matchingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const matching = matchingService(app);
  const schema = { tags: ['matching'], querystring: captainListQuery, response: { 200: captainList } };
  app.get(
    '/mentee/mentors',
    { schema, config: { access: ['mentee'], rateLimit: limit.searchPerIp, probe: 'self' } },
    async (req) => matching.list(currentUser(req), req.query),
  );
  app.get(
    '/mentor/mentors',
    { schema, config: { access: ['mentor'], rateLimit: limit.searchPerIp, probe: 'self' } },
    async (req) => matching.list(currentUser(req), req.query),
  );
}
