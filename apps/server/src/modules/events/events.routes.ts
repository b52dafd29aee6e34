import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { api } from '@keh/contracts';
import { route } from '../../lib/endpoint';
import { currentUser } from '../../plugins/auth';
import { limit } from '../../plugins/rate-limit';
import { eventsService } from './events.service';

/** The Events calls of docs/product/api.md (and one event, for its page). */
export async function eventsRoutes(app: FastifyInstance) {
  const events = eventsService(app);
  const me = (req: FastifyRequest) => currentUser(req);
  const tags = ['events'];
  const e = api.events;
  const ofEvent = { object: 'privateEvent', owner: 'captain' } as const;
  const own = { object: 'event', owner: 'captain' } as const;

  route(app, e.list, { tags, config: { httpCache: 'revalidate', probe: 'self' } }, async (req) => ({
    data: await events.list(me(req), req.query),
  }));
  route(app, e.one, { tags, config: { probe: ofEvent } }, async (req) => ({
    data: await events.one(me(req), req.params.id),
  }));
  route(
    app,
    e.ics,
    {
      tags,
      config: { probe: ofEvent },
      schema: { response: { 200: z.string().meta({ description: 'text/calendar (RFC 5545)' }) } },
    },
    async (req, reply) =>
      reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="event-${req.params.id}.ics"`)
        .send(await events.ics(me(req), req.params.id)),
  );
  route(app, e.create, { tags, config: { probe: 'self', rateLimit: limit.postPerIp } }, async (req) => ({
    data: await events.create(me(req), req.body),
  }));
  route(app, e.update, { tags, config: { probe: own, rateLimit: limit.postPerIp } }, async (req) => ({
    data: await events.update(me(req), req.params.id, req.body),
  }));
  route(app, e.remove, { tags, config: { probe: own } }, async (req) => {
    await events.remove(me(req), req.params.id);
    return { message: 'Deleted' };
  });
}
