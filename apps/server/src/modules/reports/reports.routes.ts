import type { FastifyInstance, FastifyRequest } from 'fastify';
import { api } from '@keh/contracts';
import { route } from '../../lib/endpoint';
import { currentUser } from '../../plugins/auth';
import { reportsService } from './reports.service';

/** Reports are limited per reporter (a person, not an address; every process counts its own). */
const reportsPerReporter = {
  max: 20,
  timeWindow: '1 hour',
  keyGenerator: (req: FastifyRequest) => (req.user ? `reporter:${req.user.id}` : req.ip),
};

/** POST reports; the staff queue GET admin/reports and its decisions (issue 33). */
export async function reportsRoutes(app: FastifyInstance) {
  const reports = reportsService(app);
  const me = (req: FastifyRequest) => currentUser(req);
  const tags = ['reports'];
  const e = api.reports;
  const ofReport = { probe: { object: 'report' } } as const;

  route(app, e.create, { tags, config: { probe: 'self', rateLimit: reportsPerReporter } }, async (req) => ({
    data: await reports.create(me(req), req.body),
  }));
  route(app, e.queue, { tags, config: { probe: 'self' } }, async (req) =>
    reports.queue(req.query.status, req.query.limit, req.query.offset),
  );
  route(app, e.dismiss, { tags, config: ofReport }, async (req) => ({
    data: await reports.dismiss(me(req), req.params.id),
  }));
  route(app, e.hide, { tags, config: ofReport }, async (req) => ({
    data: await reports.hide(me(req), req.params.id),
  }));
  route(app, e.warn, { tags, config: ofReport }, async (req) => ({
    data: await reports.warn(me(req), req.params.id, req.body.note),
  }));
  route(app, e.suspend, { tags, config: ofReport }, async (req) => ({
    data: await reports.suspend(me(req), req.params.id, req.body.note),
  }));
}
