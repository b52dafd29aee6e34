import type { FastifyInstance } from 'fastify';
import { api } from '@keh/contracts';
import { route } from '../../lib/endpoint';
import { currentUser } from '../../plugins/auth';
import { limit } from '../../plugins/rate-limit';
import { accountDeletionService } from './account-deletion.service';

/** Deleting one's account, and staff erasure (issue 31). */
export async function accountDeletionRoutes(app: FastifyInstance) {
  const deletion = accountDeletionService(app);
  const tags = ['privacy'];
  const e = api.privacy;

  route(app, e.deletionOverview, { tags, config: { probe: 'self' } }, async (req) => ({
    data: await deletion.overview(currentUser(req)),
  }));
  route(
    app,
    e.requestDeletion,
    // The password is checked here: held to the login's per-IP limit.
    { tags, config: { rateLimit: limit.loginPerIp, probe: 'self' } },
    async (req) => ({ data: await deletion.request(currentUser(req), req.body) }),
  );
  route(
    app,
    e.sendDeletionCode,
    // The code machinery's own limits per address and requester hold too (decision 0011).
    { tags, config: { rateLimit: limit.otpPerIp, probe: 'self' } },
    async (req) => ({ data: await deletion.sendCode(currentUser(req), req.ip) }),
  );
  route(app, e.cancelDeletion, { tags, config: { probe: 'self' } }, async (req) => ({
    data: await deletion.cancel(currentUser(req)),
  }));

  route(app, e.erase, { tags: ['admin'], config: { probe: { object: 'person' } } }, async (req) => ({
    data: await deletion.erase(currentUser(req), req.params.id, req.body.reason),
  }));
  route(app, e.pendingDeletions, { tags: ['admin'], config: { probe: 'self' } }, async () => ({
    data: await deletion.pending(),
  }));
}
