import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendarFeed,
  calendarSecretParam,
  envelope,
  feedbackSummary,
  idParam,
  nextSessions,
  session,
  sessionAcceptBody,
  sessionCancelBody,
  sessionCreateBody,
  sessionFeedbackBody,
  sessionFeedbackItem,
  sessionLogBody,
  sessionProposeBody,
  sessionRescheduleBody,
  sessionsQuery,
} from '@keh/contracts';
import { currentUser, type RouteProbe } from '../../plugins/auth';
import { limit } from '../../plugins/rate-limit';
import { calendarFeedService } from './calendar-feed.service';
import { sessionReadsService } from './session-reads.service';
import { sessionsService } from './sessions.service';

/** Mentoring sessions, the calendar feed and session feedback (issue 32). */
export async function sessionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const sessions = sessionsService(app);
  const reads = sessionReadsService(app);
  const feeds = calendarFeedService(app);
  const me = (req: FastifyRequest) => currentUser(req);
  const tags = ['sessions'];
  const pair = ['mentor', 'mentee'] as const;
  const one = { 200: envelope(session) };
  const ofSession: RouteProbe = { object: 'session', owner: 'captain' };

  app.get(
    '/sessions',
    {
      schema: { tags, querystring: sessionsQuery, response: { 200: envelope(z.array(session)) } },
      config: { httpCache: 'revalidate', access: 'user', probe: 'self' },
    },
    async (req) => ({ data: await sessions.list(me(req), req.query.mentoring_id) }),
  );
  app.get(
    '/sessions/next',
    {
      schema: { tags, response: { 200: envelope(nextSessions) } },
      config: { access: pair, probe: 'self' },
    },
    async (req) => ({ data: await reads.next(me(req)) }),
  );
  app.post(
    '/sessions',
    {
      schema: { tags, body: sessionCreateBody, response: one },
      config: { access: pair, probe: 'self', rateLimit: limit.planWritePerIp },
    },
    async (req) => ({ data: await sessions.create(me(req), req.body) }),
  );
  app.post(
    '/sessions/:id/accept',
    {
      schema: { tags, params: idParam, body: sessionAcceptBody, response: one },
      config: { access: pair, probe: ofSession, rateLimit: limit.planWritePerIp },
    },
    async (req) => ({ data: await sessions.accept(me(req), req.params.id, req.body.slot) }),
  );
  app.post(
    '/sessions/:id/propose',
    {
      schema: { tags, params: idParam, body: sessionProposeBody, response: one },
      config: { access: pair, probe: ofSession, rateLimit: limit.planWritePerIp },
    },
    async (req) => ({ data: await sessions.propose(me(req), req.params.id, req.body.slots) }),
  );
  app.post(
    '/sessions/:id/reschedule',
    {
      schema: { tags, params: idParam, body: sessionRescheduleBody, response: one },
      config: { access: pair, probe: ofSession, rateLimit: limit.planWritePerIp },
    },
    async (req) => ({ data: await sessions.reschedule(me(req), req.params.id, req.body) }),
  );
  app.post(
    '/sessions/:id/cancel',
    {
      schema: { tags, params: idParam, body: sessionCancelBody, response: one },
      config: { access: pair, probe: ofSession, rateLimit: limit.planWritePerIp },
    },
    async (req) => ({ data: await sessions.cancel(me(req), req.params.id, req.body.reason) }),
  );
  app.post(
    '/sessions/:id/log',
    {
      schema: { tags, params: idParam, body: sessionLogBody, response: one },
      config: { access: pair, probe: ofSession, rateLimit: limit.planWritePerIp },
    },
    async (req) => ({ data: await sessions.log(me(req), req.params.id, req.body) }),
  );
  app.post(
    '/sessions/:id/feedback',
    {
      schema: { tags, params: idParam, body: sessionFeedbackBody, response: one },
      config: { access: pair, probe: ofSession, rateLimit: limit.postPerIp },
    },
    async (req) => ({ data: await sessions.feedback(me(req), req.params.id, req.body) }),
  );
  app.get(
    '/mentor/feedback-summary',
    {
      schema: { tags, response: { 200: envelope(feedbackSummary) } },
      config: { access: ['mentor'], probe: 'self' },
    },
    async (req) => ({ data: await reads.summary(me(req)) }),
  );
  app.get(
    '/admin/session-feedback',
    {
      schema: { tags, response: { 200: envelope(z.array(sessionFeedbackItem)) } },
      config: { access: ['admin', 'moderator'], probe: 'self' },
    },
    async () => ({ data: await reads.flagged() }),
  );
  app.get(
    '/user/calendar-feed',
    {
      schema: { tags, response: { 200: envelope(calendarFeed) } },
      config: { access: 'user', probe: 'self' },
    },
    async (req) => ({ data: await feeds.get(me(req)) }),
  );
  app.post(
    '/user/calendar-feed/reset',
    {
      schema: { tags, response: { 200: envelope(calendarFeed) } },
      config: { access: 'user', probe: 'self', rateLimit: limit.lookupPerIp },
    },
    async (req) => ({ data: await feeds.reset(me(req)) }),
  );
  // No bearer: the secret in the path is the key (a calendar app cannot send one).
  app.get(
    '/calendar/:secret',
    {
      schema: {
        tags,
        params: calendarSecretParam,
        response: { 200: z.string().meta({ description: 'text/calendar (RFC 5545)' }) },
      },
      config: {
        access: 'public',
        rateLimit: limit.lookupPerIp,
        probe: {
          expect: {
            guest: 404,
            member: 404,
            otherMember: 404,
            captain: 404,
            otherCaptain: 404,
            moderator: 404,
            admin: 404,
          },
        },
      },
    },
    async (req, reply) =>
      reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="calendar.ics"')
        .header('x-content-type-options', 'nosniff')
        .send(await feeds.file(req.params.secret)),
  );
}
