import type { FastifyInstance } from 'fastify';
import { api } from '@keh/contracts';
import { route } from '../../lib/endpoint';
import { currentUser } from '../../plugins/auth';
import { limit } from '../../plugins/rate-limit';
import { matchingService } from './matching.service';

/** GET mentee/mentors (matched, query startup and filters) and mentor/mentors (the other captains). */
export async function matchingRoutes(app: FastifyInstance) {
  const matching = matchingService(app);
  const tags = ['matching'];
  const config = { rateLimit: limit.searchPerIp, probe: 'self' } as const;
  for (const op of [api.matching.captainsForMember, api.matching.captainsForCaptain]) {
    route(app, op, { tags, config }, async (req) => matching.list(currentUser(req), req.query));
  }
}
