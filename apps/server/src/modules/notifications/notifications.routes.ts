import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deadLetter,
  deadLetterSendBody,
  digestAudience,
  digestRunBody,
  digestRunResult,
  envelope,
  unsubscribeQuery,
  unsubscribeResult,
} from '@keh/contracts';
import { limit } from '../../plugins/rate-limit';
import { digestService } from './digest.service';
import { notificationsService } from './notifications.service';

/**
 * Notifications (issue 16, decision 0023): the one-click unsubscribe every notification carries,
 * and the admin's digest run and dead letters.
 */
export async function notificationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const notifications = notificationsService(app);

  app.post(
    '/mail/unsubscribe',
    {
      schema: {
        tags: ['mail'],
        querystring: unsubscribeQuery,
        response: { 200: envelope(unsubscribeResult) },
      },
      // No session: the link in the mail is the key. Its token only turns mail settings off.
      config: { rateLimit: limit.lookupPerIp, probe: 'self' },
    },
    async (req) => ({ data: await notifications.unsubscribe(req.query.token, req.query.flag) }),
  );

  const tags = ['admin'];
  const access = ['admin'] as const;
  app.get(
    '/admin/digest',
    {
      schema: { tags, response: { 200: envelope(digestAudience) } },
      config: { access, probe: 'self' },
    },
    async () => ({ data: { recipients: await digestService(app).audience() } }),
  );
  app.post(
    '/admin/digest',
    {
      schema: { tags, body: digestRunBody, response: { 200: envelope(digestRunResult) } },
      config: { access, probe: 'self' },
    },
    async (req) => ({ data: { queued: await digestService(app).start(req.body.user_id) } }),
  );
  app.get(
    '/admin/mail/dead-letters',
    {
      schema: { tags, response: { 200: envelope(z.array(deadLetter)) } },
      config: { access, probe: 'self' },
    },
    async () => ({ data: await notifications.deadLetters() }),
  );
  app.post(
    '/admin/mail/dead-letters/send',
    {
      schema: { tags, body: deadLetterSendBody, response: { 200: envelope(z.object({ id: z.string() })) } },
      config: { access, probe: 'self' },
    },
    async (req) => {
      await notifications.sendDeadLetter(req.body.id);
      return { data: { id: req.body.id } };
    },
  );
}
