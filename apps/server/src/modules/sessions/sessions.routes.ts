import type { FastifyInstance, FastifyRequest } from 'fastify';
import { api } from '@keh/contracts';
import { route } from '../../lib/endpoint';
import { currentUser, type RouteProbe } from '../../plugins/auth';
import { limit } from '../../plugins/rate-limit';
import { calendarFeedService } from './calendar-feed.service';
import { sessionReadsService } from './session-reads.service';
import { sessionsService } from './sessions.service';

/** Mentoring sessions, the calendar feed and session feedback (docs/product/api.md, Mentoring sessions). */
export async function sessionsRoutes(app: FastifyInstance) {
  const sessions = sessionsService(app);
  const reads = sessionReadsService(app);
  const feeds = calendarFeedService(app);
  const me = (req: FastifyRequest) => currentUser(req);
  const tags = ['sessions'];
  const e = api.sessions;
  const ofSession: RouteProbe = { object: 'session', owner: 'captain' };
  const write = { probe: ofSession, rateLimit: limit.planWritePerIp };

  route(app, e.list, { tags, config: { httpCache: 'revalidate', probe: 'self' } }, async (req) => ({
    data: await sessions.list(me(req), req.query.mentoring_id),
  }));
  route(app, e.next, { tags, config: { probe: 'self' } }, async (req) => ({
    data: await reads.next(me(req)),
  }));
  route(app, e.create, { tags, config: { probe: 'self', rateLimit: limit.planWritePerIp } }, async (req) => ({
    data: await sessions.create(me(req), req.body),
  }));
  route(app, e.accept, { tags, config: write }, async (req) => ({
    data: await sessions.accept(me(req), req.params.id, req.body.slot),
  }));
  route(app, e.propose, { tags, config: write }, async (req) => ({
    data: await sessions.propose(me(req), req.params.id, req.body.slots),
  }));
  route(app, e.reschedule, { tags, config: write }, async (req) => ({
    data: await sessions.reschedule(me(req), req.params.id, req.body),
  }));
  route(app, e.cancel, { tags, config: write }, async (req) => ({
    data: await sessions.cancel(me(req), req.params.id, req.body.reason),
  }));
  route(app, e.log, { tags, config: write }, async (req) => ({
    data: await sessions.log(me(req), req.params.id, req.body),
  }));
  route(app, e.feedback, { tags, config: { probe: ofSession, rateLimit: limit.postPerIp } }, async (req) => ({
    data: await sessions.feedback(me(req), req.params.id, req.body),
  }));
  route(app, e.feedbackSummary, { tags, config: { probe: 'self' } }, async (req) => ({
    data: await reads.summary(me(req)),
  }));
  route(app, e.staffFeedback, { tags, config: { probe: 'self' } }, async () => ({
    data: await reads.flagged(),
  }));
  route(app, e.staffList, { tags, config: { probe: 'self' } }, async (req) =>
    reads.staffList(req.query.status, req.query.limit, req.query.offset),
  );
  route(app, e.calendarFeed, { tags, config: { probe: 'self' } }, async (req) => ({
    data: await feeds.get(me(req)),
  }));
  route(
    app,
    e.resetCalendarFeed,
    { tags, config: { probe: 'self', rateLimit: limit.lookupPerIp } },
    async (req) => ({
      data: await feeds.reset(me(req)),
    }),
  );
  const nobody = {
    guest: 404,
    member: 404,
    otherMember: 404,
    captain: 404,
    otherCaptain: 404,
    moderator: 404,
    admin: 404,
  } as const;
  route(
    app,
    e.calendarFile,
    { tags, config: { rateLimit: limit.lookupPerIp, probe: { expect: nobody } } },
    async (req, reply) =>
      reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="calendar.ics"')
        .header('x-content-type-options', 'nosniff')
        .send(await feeds.file(req.params.secret)),
  );
}
