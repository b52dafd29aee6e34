import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountDeleteBody,
  accountDeletion,
  deletionOverview,
  envelope,
  eraseBody,
  idParam,
  pendingDeletions,
} from '@keh/contracts';
import { currentUser } from '../../plugins/auth';
import { limit } from '../../plugins/rate-limit';
import { accountDeletionService } from './account-deletion.service';

/** Deleting one's account, and staff erasure (issue 31). */
export async function accountDeletionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deletion = accountDeletionService(app);
  const tags = ['privacy'];

  app.get(
    '/user/account/delete',
    {
      schema: { tags, response: { 200: envelope(deletionOverview) } },
      config: { access: 'user', probe: 'self' },
    },
    async (req) => ({ data: await deletion.overview(currentUser(req)) }),
  );
  app.post(
    '/user/account/delete',
    {
      schema: { tags, body: accountDeleteBody, response: { 200: envelope(accountDeletion) } },
      // The password is checked here: held to the login's per-IP limit.
      config: { access: 'user', rateLimit: limit.loginPerIp, probe: 'self' },
    },
    async (req) => ({ data: await deletion.request(currentUser(req), req.body) }),
  );
  app.post(
    '/user/account/delete/code',
    {
      schema: { tags, response: { 200: envelope(accountDeletion) } },
      // The code machinery's own limits per address and requester hold too (decision 0011).
      config: { access: 'user', rateLimit: limit.otpPerIp, probe: 'self' },
    },
    async (req) => ({ data: await deletion.sendCode(currentUser(req), req.ip) }),
  );
  app.post(
    '/user/account/delete/cancel',
    {
      schema: { tags, response: { 200: envelope(accountDeletion) } },
      config: { access: 'user', probe: 'self' },
    },
    async (req) => ({ data: await deletion.cancel(currentUser(req)) }),
  );

  app.post(
    '/admin/users/:id/erase',
    {
      schema: {
        tags: ['admin'],
        params: idParam,
        body: eraseBody,
        response: { 200: envelope(accountDeletion) },
      },
      config: { access: ['admin'], probe: { object: 'person' } },
    },
    async (req) => ({ data: await deletion.erase(currentUser(req), req.params.id, req.body.reason) }),
  );
  app.get(
    '/admin/deletions',
    {
      schema: { tags: ['admin'], response: { 200: pendingDeletions } },
      config: { access: ['admin'], probe: 'self' },
    },
    async () => ({ data: await deletion.pending() }),
  );
}
