import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelope,
  idParam,
  reportActionBody,
  reportBody,
  reportCreated,
  reportsPage,
  reportsQuery,
  staffReport,
} from '@keh/contracts';
import { currentUser } from '../../plugins/auth';
import { reportsService } from './reports.service';

/** Reports are limited per reporter (a person, not an address; every process counts its own). */
const reportsPerReporter = {
  max: 20,
  timeWindow: '1 hour',
  keyGenerator: (req: FastifyRequest) => (req.user ? `reporter:${req.user.id}` : req.ip),
};

/** POST reports; the staff queue GET admin/reports and its decisions (issue 33). */
export async function reportsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const reports = reportsService(app);
  const me = (req: FastifyRequest) => currentUser(req);
  const staff = ['moderator', 'admin'] as const;
  const reply = { 200: envelope(staffReport) };
  const tags = ['reports'];

  app.post(
    '/reports',
    {
      schema: { tags, body: reportBody, response: { 200: envelope(reportCreated) } },
      config: { access: ['mentor', 'mentee'], probe: 'self', rateLimit: reportsPerReporter },
    },
    async (req) => ({ data: await reports.create(me(req), req.body) }),
  );
  app.get(
    '/admin/reports',
    {
      schema: { tags, querystring: reportsQuery, response: { 200: reportsPage } },
      config: { access: staff, probe: 'self' },
    },
    async (req) => reports.queue(req.query.status, req.query.limit, req.query.offset),
  );
  app.post(
    '/admin/reports/:id/dismiss',
    {
      schema: { tags, params: idParam, response: reply },
      config: { access: staff, probe: { object: 'report' } },
    },
    async (req) => ({ data: await reports.dismiss(me(req), req.params.id) }),
  );
  app.post(
    '/admin/reports/:id/hide',
    {
      schema: { tags, params: idParam, response: reply },
      config: { access: staff, probe: { object: 'report' } },
    },
    async (req) => ({ data: await reports.hide(me(req), req.params.id) }),
  );
  app.post(
    '/admin/reports/:id/warn',
    {
      schema: { tags, params: idParam, body: reportActionBody, response: reply },
      config: { access: staff, probe: { object: 'report' } },
    },
    async (req) => ({ data: await reports.warn(me(req), req.params.id, req.body.note) }),
  );
  app.post(
    '/admin/reports/:id/suspend',
    {
      schema: { tags, params: idParam, body: reportActionBody, response: reply },
      config: { access: ['admin'], probe: { object: 'report' } },
    },
    async (req) => ({ data: await reports.suspend(me(req), req.params.id, req.body.note) }),
  );
}
