import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelope,
  feedComment,
  feedCommentBody,
  feedReadAllQuery,
  feedReadParams,
  idParam,
  readResult,
} from '@keh/contracts';
import { currentUser } from '../../plugins/auth';
import { limit } from '../../plugins/rate-limit';
import { feedService } from './feed.service';

/** The Feed calls of docs/product/api.md: a Member's own mentoring, or one a Captain runs. */
export async function feedRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const feed = feedService(app);
  const tags = ['feed'];
  const me = (req: Parameters<typeof currentUser>[0]) => currentUser(req);
  const posted = { 200: envelope(feedComment) };
  const read = { 200: envelope(readResult) };
  const captain = ['mentor'] as const;
  const member = ['mentee'] as const;

  app.post(
    '/mentee/mentoring/feed',
    {
      schema: { tags, body: feedCommentBody, response: posted },
      config: { access: member, probe: { object: 'mentoring', owner: 'member' }, rateLimit: limit.postPerIp },
    },
    async (req) => ({ data: await feed.post(me(req), undefined, req.body.body) }),
  );
  app.post(
    '/mentor/mentoring/:id/feed',
    {
      schema: { tags, params: idParam, body: feedCommentBody, response: posted },
      config: {
        access: captain,
        probe: { object: 'mentoring', owner: 'captain' },
        rateLimit: limit.postPerIp,
      },
    },
    async (req) => ({ data: await feed.post(me(req), req.params.id, req.body.body) }),
  );

  app.post(
    '/mentor/mentoring/:id/feed/:feedId/read',
    {
      schema: { tags, params: feedReadParams, response: read },
      config: { access: captain, probe: { object: 'comment', owner: 'captain' } },
    },
    async (req) => ({ data: await feed.read(me(req), req.params.id, req.params.feedId) }),
  );
  app.post(
    '/mentor/mentoring/:id/feed/read',
    {
      schema: { tags, params: idParam, querystring: feedReadAllQuery, response: read },
      config: { access: captain, probe: { object: 'mentoring', owner: 'captain' } },
    },
    async (req) => ({ data: await feed.readAll(me(req), req.params.id, req.query.up_to_id) }),
  );
  app.post(
    '/mentee/mentoring/feed/:id/read',
    {
      schema: { tags, params: idParam, response: read },
      config: { access: member, probe: { object: 'comment', owner: 'member' } },
    },
    async (req) => ({ data: await feed.read(me(req), undefined, req.params.id) }),
  );
  app.post(
    '/mentee/mentoring/feed/read',
    {
      schema: { tags, querystring: feedReadAllQuery, response: read },
      config: { access: member, probe: { object: 'mentoring', owner: 'member' } },
    },
    async (req) => ({ data: await feed.readAll(me(req), undefined, req.query.up_to_id) }),
  );
}
