import type { FastifyInstance } from 'fastify';
import { api } from '@keh/contracts';
import { route } from '../../lib/endpoint';
import { overviewService } from './overview.service';

/** GET admin/overview: the programme's figures for its admins. */
export async function overviewRoutes(app: FastifyInstance) {
  const overview = overviewService(app);
  route(app, api.admin.overview, { tags: ['admin'], config: { probe: 'self' } }, async () => ({
    data: await overview.overview(),
  }));
}
