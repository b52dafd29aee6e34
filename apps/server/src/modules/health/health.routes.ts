import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MSG, api } from '@keh/contracts';
import { route } from '../../lib/endpoint';
import { healthRepository } from './health.repository';

export async function healthRoutes(app: FastifyInstance) {
  const tags = ['health'];
  route(app, api.site.health, { tags, config: { probe: 'self' } }, async () => {
    await healthRepository(app.db).ping();
    return { data: { status: 'ok' as const } };
  });

  // Ready for traffic: the database answers, the store can be written, and the migrations ran
  // (the server listens only after them). 503 from SIGTERM on, while the process still serves.
  route(
    app,
    api.site.ready,
    { tags, config: { probe: 'self' }, schema: { response: { 503: z.object({ message: z.string() }) } } },
    async (_req, reply) => {
      if (app.lifecycle.draining) return reply.code(503).send({ message: MSG.shuttingDown });
      await Promise.all([healthRepository(app.db).ping(), app.storage.check()]);
      return { data: { status: 'ready' as const } };
    },
  );
}
