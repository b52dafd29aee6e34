import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { blockBody, blockedPerson, blockParams, envelope, messageSchema } from '@keh/contracts';
import { currentUser } from '../../plugins/auth';
import { blocksService } from './blocks.service';

/** Blocking and unblocking are limited per person (every process counts its own). */
const blocksPerPerson = {
  max: 30,
  timeWindow: '1 hour',
  keyGenerator: (req: FastifyRequest) => (req.user ? `blocker:${req.user.id}` : req.ip),
};

/** GET blocks, POST blocks, DELETE blocks/{user_id} (issue 33), for Business Captains and Members. */
export async function blocksRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const blocks = blocksService(app);
  const me = (req: FastifyRequest) => currentUser(req);
  const access = ['mentor', 'mentee'] as const;
  const tags = ['blocks'];

  app.get(
    '/blocks',
    {
      schema: { tags, response: { 200: envelope(z.array(blockedPerson)) } },
      config: { access, probe: 'self' },
    },
    async (req) => ({ data: await blocks.list(me(req)) }),
  );
  app.post(
    '/blocks',
    {
      schema: { tags, body: blockBody, response: { 200: envelope(blockedPerson) } },
      config: { access, probe: 'self', rateLimit: blocksPerPerson },
    },
    async (req) => ({ data: await blocks.block(me(req), req.body.user_id) }),
  );
  app.delete(
    '/blocks/:user_id',
    {
      schema: { tags, params: blockParams, response: { 200: envelope(messageSchema) } },
      config: { access, probe: 'self', rateLimit: blocksPerPerson },
    },
    async (req) => ({ data: await blocks.unblock(me(req), req.params.user_id) }),
  );
}
