import type { FastifyInstance } from 'fastify';
import { api } from '@keh/contracts';
import { route } from '../../lib/endpoint';
import { limit } from '../../plugins/rate-limit';
import { digestService } from './digest.service';
import { notificationsService } from './notifications.service';

/**
 * Notifications (issue 16, decision 0023): the one-click unsubscribe every notification carries,
 * and the admin's digest run and dead letters.
 */
export async function notificationsRoutes(app: FastifyInstance) {
  const notifications = notificationsService(app);
  const e = api.notifications;

  route(
    app,
    e.unsubscribe,
    // No session: the link in the mail is the key. Its token only turns mail settings off.
    { tags: ['mail'], config: { rateLimit: limit.lookupPerIp, probe: 'self' } },
    async (req) => ({ data: await notifications.unsubscribe(req.query.token, req.query.flag) }),
  );

  const tags = ['admin'];
  route(app, e.digestAudience, { tags, config: { probe: 'self' } }, async () => ({
    data: { recipients: await digestService(app).audience() },
  }));
  route(app, e.runDigest, { tags, config: { probe: 'self' } }, async (req) => ({
    data: { queued: await digestService(app).start(req.body.user_id) },
  }));
  route(app, e.deadLetters, { tags, config: { probe: 'self' } }, async () => ({
    data: await notifications.deadLetters(),
  }));
  route(app, e.sendDeadLetter, { tags, config: { probe: 'self' } }, async (req) => {
    await notifications.sendDeadLetter(req.body.id);
    return { data: { id: req.body.id } };
  });
}
