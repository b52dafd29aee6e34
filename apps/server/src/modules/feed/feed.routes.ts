import type { FastifyInstance, FastifyRequest } from 'fastify';
import { api } from '@keh/contracts';
import { route } from '../../lib/endpoint';
import { currentUser } from '../../plugins/auth';
import { limit } from '../../plugins/rate-limit';
import { feedService } from './feed.service';

/** The Feed calls of docs/product/api.md: a Member's own mentoring, or one a Captain runs. */
export async function feedRoutes(app: FastifyInstance) {
  const feed = feedService(app);
  const tags = ['feed'];
  const e = api.workspace;
  const me = (req: FastifyRequest) => currentUser(req);
  const ofMentoring = (owner: 'captain' | 'member') => ({ object: 'mentoring', owner }) as const;
  const ofComment = (owner: 'captain' | 'member') => ({ object: 'comment', owner }) as const;

  route(
    app,
    e.memberComment,
    { tags, config: { probe: ofMentoring('member'), rateLimit: limit.postPerIp } },
    async (req) => ({ data: await feed.post(me(req), undefined, req.body.body) }),
  );
  route(
    app,
    e.captainComment,
    { tags, config: { probe: ofMentoring('captain'), rateLimit: limit.postPerIp } },
    async (req) => ({ data: await feed.post(me(req), req.params.id, req.body.body) }),
  );

  route(app, e.captainReadComment, { tags, config: { probe: ofComment('captain') } }, async (req) => ({
    data: await feed.read(me(req), req.params.id, req.params.feedId),
  }));
  route(app, e.captainReadAll, { tags, config: { probe: ofMentoring('captain') } }, async (req) => ({
    data: await feed.readAll(me(req), req.params.id, req.query.up_to_id),
  }));
  route(app, e.memberReadComment, { tags, config: { probe: ofComment('member') } }, async (req) => ({
    data: await feed.read(me(req), undefined, req.params.id),
  }));
  route(app, e.memberReadAll, { tags, config: { probe: ofMentoring('member') } }, async (req) => ({
    data: await feed.readAll(me(req), undefined, req.query.up_to_id),
  }));
}
