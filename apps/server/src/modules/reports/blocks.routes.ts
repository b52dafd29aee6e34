import type { FastifyInstance, FastifyRequest } from 'fastify';
import { api } from '@keh/contracts';
import { route } from '../../lib/endpoint';
import { currentUser } from '../../plugins/auth';
import { blocksService } from './blocks.service';

/** Blocking and unblocking are limited per person (every process counts its own). */
const blocksPerPerson = {
  max: 30,
  timeWindow: '1 hour',
  keyGenerator: (req: FastifyRequest) => (req.user ? `blocker:${req.user.id}` : req.ip),
};

/** GET blocks, POST blocks, DELETE blocks/{user_id} (issue 33), for Business Captains and Members. */
export async function blocksRoutes(app: FastifyInstance) {
  const blocks = blocksService(app);
  const me = (req: FastifyRequest) => currentUser(req);
  const tags = ['blocks'];
  const e = api.reports;
  const write = { probe: 'self', rateLimit: blocksPerPerson } as const;

  route(app, e.blocks, { tags, config: { probe: 'self' } }, async (req) => ({
    data: await blocks.list(me(req)),
  }));
  route(app, e.block, { tags, config: write }, async (req) => ({
    data: await blocks.block(me(req), req.body.user_id),
  }));
  route(app, e.unblock, { tags, config: write }, async (req) => ({
    data: await blocks.unblock(me(req), req.params.user_id),
  }));
}
