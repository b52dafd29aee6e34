import type { FastifyInstance, FastifyRequest } from 'fastify';
import { api } from '@keh/contracts';
import { route } from '../../lib/endpoint';
import { currentUser } from '../../plugins/auth';
import { auditService } from '../audit/audit.service';
import { adminService } from './admin.service';

/** The staff console's admin calls (issue 14): people, roles, suspension, change requests, audit log. */
export async function adminRoutes(app: FastifyInstance) {
  const admin = adminService(app);
  const audit = auditService(app);
  const me = (req: FastifyRequest) => currentUser(req);
  const tags = ['admin'];
  const e = api.admin;
  const ofPerson = { probe: { object: 'person' } } as const;

  route(app, e.people, { tags, config: { probe: 'self' } }, async (req) => {
    const { limit, offset, ...filters } = req.query;
    return admin.people(filters, limit, offset);
  });
  route(
    app,
    e.person,
    // The questionnaire preview names the Member when opened from a link: a preview token for
    // that Member (the one its questionnaire read takes) in the query.
    { tags, config: { tokenInQuery: 'member', probe: { object: 'person' } } },
    async (req) => ({ data: await admin.detail(req.params.id) }),
  );
  route(app, e.suspend, { tags, config: ofPerson }, async (req) => ({
    data: await admin.suspend(me(req), req.params.id, req.body.reason),
  }));
  route(app, e.reactivate, { tags, config: ofPerson }, async (req) => ({
    data: await admin.reactivate(me(req), req.params.id),
  }));
  route(app, e.setRole, { tags, config: ofPerson }, async (req) => ({
    data: await admin.setRole(me(req), req.params.id, req.body.role),
  }));
  route(app, e.changeRequests, { tags, config: { httpCache: 'revalidate', probe: 'self' } }, async () => ({
    data: await admin.changeRequests(),
  }));
  route(app, e.auditLog, { tags, config: { probe: 'self' } }, async (req) =>
    audit.page(req.query.action, req.query.limit, req.query.offset),
  );
}
