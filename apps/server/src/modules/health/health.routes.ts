import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG, envelope } from '@keh/contracts';
import { healthRepository } from './health.repository';

export async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/health',
    {
      schema: { tags: ['health'], response: { 200: envelope(z.object({ status: z.literal('ok') })) } },
      config: { probe: 'self' },
    },
    async () => {
      await healthRepository(app.db).ping();
      return { data: { status: 'ok' as const } };
    },
  );

  // Ready for traffic: the database answers, the store can be written, and the migrations ran
  // (the server listens only after them). 503 from SIGTERM on, while the process still serves.
  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        response: {
          200: envelope(z.object({ status: z.literal('ready') })),
          503: z.object({ message: z.string() }),
        },
      },
      config: { probe: 'self' },
    },
    async (_req, reply) => {
      if (app.lifecycle.draining) return reply.code(503).send({ message: MSG.shuttingDown });
      await Promise.all([healthRepository(app.db).ping(), app.storage.check()]);
      return { data: { status: 'ready' as const } };
    },
  );
}
