import type { FastifyInstance } from 'fastify';
import { api } from '@keh/contracts';
import { route } from '../../lib/endpoint';
import { overviewLists, overviewService } from './overview.service';

/** GET admin/overview: the programme's figures for its admins; GET admin/overview/{list}: a whole list. */
export async function overviewRoutes(app: FastifyInstance) {
  const overview = overviewService(app);
  const lists = overviewLists(app.db);
  const staff = { tags: ['admin'], config: { probe: 'self' as const } };
  route(app, api.admin.overview, staff, async () => ({ data: await overview.overview() }));
  route(app, api.admin.goneQuiet, staff, async () => ({ data: await lists.goneQuiet() }));
  route(app, api.admin.captainsAtCapacity, staff, async () => ({ data: await lists.captainsAtCapacity() }));
  route(app, api.admin.assessmentMoves, staff, async () => ({ data: await lists.assessmentMoves() }));
}
