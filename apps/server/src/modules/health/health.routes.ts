import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@keh/contracts';
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
}
