import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, event, eventBody, eventListQuery, idParam, messageSchema } from '@keh/contracts';
import { currentUser } from '../../plugins/auth';
import { limit } from '../../plugins/rate-limit';
import { eventsService } from './events.service';

/** The Events calls of docs/product/api.md (and one event, for its page). */
export async function eventsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const events = eventsService(app);
  const me = (req: FastifyRequest) => currentUser(req);
  const tags = ['events'];
  const captain = ['mentor'] as const;
  const save = {
    tags,
    consumes: ['multipart/form-data'],
    body: eventBody,
    response: { 200: envelope(event) },
  };

  app.get(
    '/user/events',
    {
      schema: { tags, querystring: eventListQuery, response: { 200: envelope(z.array(event)) } },
      config: { httpCache: 'revalidate', access: 'user', probe: 'self' },
    },
    async (req) => ({ data: await events.list(me(req), req.query) }),
  );
  app.get(
    '/user/events/:id',
    {
      schema: { tags, params: idParam, response: { 200: envelope(event) } },
      config: { access: 'user', probe: { object: 'privateEvent', owner: 'captain' } },
    },
    async (req) => ({ data: await events.one(me(req), req.params.id) }),
  );
  app.get(
    '/user/events/:id/ics',
    {
      schema: {
        tags,
        params: idParam,
        response: { 200: z.string().meta({ description: 'text/calendar (RFC 5545)' }) },
      },
      config: { access: 'user', probe: { object: 'privateEvent', owner: 'captain' } },
    },
    async (req, reply) =>
      reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="event-${req.params.id}.ics"`)
        .send(await events.ics(me(req), req.params.id)),
  );
  app.post(
    '/mentor/event',
    {
      schema: save,
      config: { access: captain, probe: 'self', rateLimit: limit.postPerIp },
    },
    async (req) => ({ data: await events.create(me(req), req.body) }),
  );
  app.post(
    '/mentor/events/:id',
    {
      schema: { ...save, params: idParam },
      config: { access: captain, probe: { object: 'event', owner: 'captain' }, rateLimit: limit.postPerIp },
    },
    async (req) => ({ data: await events.update(me(req), req.params.id, req.body) }),
  );
  app.delete(
    '/mentor/events/:id',
    {
      schema: { tags, params: idParam, response: { 200: messageSchema } },
      config: { access: captain, probe: { object: 'event', owner: 'captain' } },
    },
    async (req) => {
      await events.remove(me(req), req.params.id);
      return { message: 'Deleted' };
    },
  );
}
