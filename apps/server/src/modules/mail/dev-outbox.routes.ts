import type { FastifyInstance } from 'fastify';
import { api } from '@keh/contracts';
import { route } from '../../lib/endpoint';
import { mailRepository } from './mail.repository';

/** Demo mode only: the mail that did not go to SMTP (registered only when devOutboxEnabled). */
export async function devRoutes(app: FastifyInstance) {
  route(app, api.site.devOutbox, { tags: ['dev'], config: { probe: 'self' } }, async (req) => {
    const rows = await mailRepository(app.db).list(req.query.to);
    return { data: rows.map((r) => ({ ...r, created_at: r.createdAt.toISOString() })) };
  });
}
