import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditLogQuery,
  auditPage,
  changeRequestRow,
  envelope,
  idParam,
  peoplePage,
  peopleQuery,
  personDetail,
  roleChangeBody,
  suspendBody,
} from '@keh/contracts';
import { currentUser } from '../../plugins/auth';
import { auditService } from '../audit/audit.service';
import { adminService } from './admin.service';

/** The staff console's admin calls (issue 14): people, roles, suspension, change requests, audit log. */
export async function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = adminService(app);
  const audit = auditService(app);
  const me = (req: FastifyRequest) => currentUser(req);
  const tags = ['admin'];
  const access = ['admin'] as const;

  app.get(
    '/admin/users',
    {
      schema: { tags, querystring: peopleQuery, response: { 200: peoplePage } },
      config: { access, probe: 'self' },
    },
    async (req) => {
      const { limit, offset, ...filters } = req.query;
      return admin.people(filters, limit, offset);
    },
  );
  app.get(
    '/admin/users/:id',
    {
      schema: { tags, params: idParam, response: { 200: envelope(personDetail) } },
      // The questionnaire preview names the Member when opened from a link: a preview token for
      // that Member (the one its questionnaire read takes) in the query.
      config: { access, tokenInQuery: 'member', probe: { object: 'person' } },
    },
    async (req) => ({ data: await admin.detail(req.params.id) }),
  );
  app.post(
    '/admin/users/:id/suspend',
    {
      schema: { tags, params: idParam, body: suspendBody, response: { 200: envelope(personDetail) } },
      config: { access, probe: { object: 'person' } },
    },
    async (req) => ({ data: await admin.suspend(me(req), req.params.id, req.body.reason) }),
  );
  app.post(
    '/admin/users/:id/reactivate',
    {
      schema: { tags, params: idParam, response: { 200: envelope(personDetail) } },
      config: { access, probe: { object: 'person' } },
    },
    async (req) => ({ data: await admin.reactivate(me(req), req.params.id) }),
  );
  app.post(
    '/admin/users/:id/role',
    {
      schema: { tags, params: idParam, body: roleChangeBody, response: { 200: envelope(personDetail) } },
      config: { access, probe: { object: 'person' } },
    },
    async (req) => ({ data: await admin.setRole(me(req), req.params.id, req.body.role) }),
  );
  app.get(
    '/admin/survey-change-requests',
    {
      schema: { tags, response: { 200: envelope(z.array(changeRequestRow)) } },
      config: { httpCache: 'revalidate', access, probe: 'self' },
    },
    async () => ({ data: await admin.changeRequests() }),
  );
  app.get(
    '/admin/audit-log',
    {
      schema: { tags, querystring: auditLogQuery, response: { 200: auditPage } },
      config: { access, probe: 'self' },
    },
    async (req) => audit.page(req.query.action, req.query.limit, req.query.offset),
  );
}
