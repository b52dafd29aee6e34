import type { FastifyInstance } from 'fastify';
import { api } from '@keh/contracts';
import { route } from '../../lib/endpoint';
import { currentUser } from '../../plugins/auth';
import { limit } from '../../plugins/rate-limit';
import { mentoringService } from '../mentoring/mentoring.service';
import { trustService } from '../mentoring/trust.service';
import { certificatePath, endingService } from './ending.service';

/**
 * Issue 33's calls: a captain's question before answering a request, ending a mentoring with a
 * reason, the ended mentorings as read-only history, and the certificate of a completed one.
 */
export async function endingRoutes(app: FastifyInstance) {
  const tags = ['mentoring'];
  const e = api.workspace;
  const trust = trustService(app);
  const ending = endingService(app);

  route(
    app,
    api.mentoring.askQuestion,
    { tags, config: { probe: { object: 'request', owner: 'captain' }, rateLimit: limit.postPerIp } },
    async (req) => ({ data: await trust.ask(currentUser(req), req.params.id, req.body.body) }),
  );

  route(
    app,
    e.end,
    { tags, config: { probe: { object: 'mentoring', owner: 'captain' }, rateLimit: limit.postPerIp } },
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

  route(app, e.ended, { tags, config: { probe: 'self' } }, async (req) => ({
    data: await ending.ended(currentUser(req)),
  }));

  route(
    app,
    e.certificate,
    { tags, config: { probe: { object: 'completedMentoring', owner: 'captain' } } },
    async (req, reply) => {
      const pdf = await ending.certificate(currentUser(req), req.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'attachment; filename="certificate.pdf"')
        .send(pdf);
    },
  );
}
