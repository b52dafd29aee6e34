import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, programmeOverview } from '@keh/contracts';
import { overviewService } from './overview.service';

/** GET admin/overview: the programme's figures for its admins. */
export async function overviewRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const overview = overviewService(app);
  app.get(
    '/admin/overview',
    {
      schema: { tags: ['admin'], response: { 200: envelope(programmeOverview) } },
      config: { access: ['admin'], probe: 'self' },
    },
    async () => ({ data: await overview.overview() }),
  );
}
