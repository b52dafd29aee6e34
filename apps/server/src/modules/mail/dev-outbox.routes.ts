import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxMessage, outboxQuery } from '@keh/contracts';
import { mailRepository } from './mail.repository';

/** Demo mode only: the mail that did not go to SMTP (registered only when devOutboxEnabled). */
export async function devRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        querystring: outboxQuery,
        response: { 200: z.object({ data: z.array(outboxMessage) }) },
      },
      config: { probe: 'self' },
    },
    async (req) => {
      const rows = await mailRepository(app.db).list(req.query.to);
      return { data: rows.map((r) => ({ ...r, created_at: r.createdAt.toISOString() })) };
    },
  );
}
