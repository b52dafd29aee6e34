import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  conversation,
  endedMentoring,
  endMentoringBody,
  endMentoringResult,
  envelope,
  idParam,
  requestQuestionBody,
} from '@keh/contracts';
import { currentUser } from '../../plugins/auth';
import { limit } from '../../plugins/rate-limit';
import { mentoringService } from '../mentoring/mentoring.service';
import { trustService } from '../mentoring/trust.service';
import { certificatePath, endingService } from './ending.service';

/**
 * Issue 33's calls: a captain's question before answering a request, ending a mentoring with a
 * reason, the ended mentorings as read-only history, and the certificate of a completed one.
 */
export async function endingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['mentoring'];
  const pair = ['mentor', 'mentee'] as const;
  const trust = trustService(app);
  const ending = endingService(app);

  app.post(
    '/mentor/requests/:id/question',
    {
      schema: { tags, params: idParam, body: requestQuestionBody, response: { 200: envelope(conversation) } },
      config: {
        access: ['mentor'],
        probe: { object: 'request', owner: 'captain' },
        rateLimit: limit.postPerIp,
      },
    },
    async (req) => ({ data: await trust.ask(currentUser(req), req.params.id, req.body.body) }),
  );

  app.post(
    '/mentorings/:id/end',
    {
      schema: {
        tags,
        params: idParam,
        body: endMentoringBody,
        response: { 200: envelope(endMentoringResult) },
      },
      config: {
        access: [...pair],
        probe: { object: 'mentoring', owner: 'captain' },
        rateLimit: limit.postPerIp,
      },
    },
    async (req) => {
      const { reason, note } = req.body;
      const m = await mentoringService(app).endMentoring(
        req.params.id,
        reason,
        currentUser(req).id,
        note ?? null,
      );
      return {
        data: {
          mentoring_id: m.id,
          ended_at: m.endedAt!.toISOString(),
          end_reason: m.endReason!,
          certificate: m.endReason === 'goals_reached' ? certificatePath(m.id) : null,
        },
      };
    },
  );

  app.get(
    '/mentorings/ended',
    {
      schema: { tags, response: { 200: envelope(z.array(endedMentoring)) } },
      config: { access: [...pair], probe: 'self' },
    },
    async (req) => ({ data: await ending.ended(currentUser(req)) }),
  );

  app.get(
    '/mentorings/:id/certificate',
    {
      schema: { tags, params: idParam },
      config: { access: [...pair], probe: { object: 'completedMentoring', owner: 'captain' } },
    },
    async (req, reply) => {
      const pdf = await ending.certificate(currentUser(req), req.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'attachment; filename="certificate.pdf"')
        .send(pdf);
    },
  );
}
