import type { FastifyInstance, FastifyRequest } from 'fastify';
import { api } from '@keh/contracts';
import { route } from '../../lib/endpoint';
import { currentUser } from '../../plugins/auth';
import { limit } from '../../plugins/rate-limit';
import { planService } from './plan.service';
import { templatesService } from './templates.service';

/** The Templates and milestones calls of docs/product/api.md. Only Captains plan; both of a pair tick tasks. */
export async function templatesRoutes(app: FastifyInstance) {
  const templates = templatesService(app);
  const plan = planService(app);
  const tags = ['templates'];
  const e = api.plans;
  const w = api.workspace;
  const me = (req: FastifyRequest) => currentUser(req);
  const ownTemplate = { object: 'template', owner: 'captain' } as const;
  const deleted = { data: { message: 'Deleted.' } };

  // Templates
  route(app, e.list, { tags, config: { probe: 'self' } }, async (req) => ({
    data: await templates.list(me(req)),
  }));
  route(app, e.create, { tags, config: { rateLimit: limit.planWritePerIp, probe: 'self' } }, async (req) => ({
    data: await templates.create(me(req), req.body),
  }));
  route(app, e.get, { tags, config: { probe: ownTemplate } }, async (req) => ({
    data: await templates.get(me(req), req.params.id),
  }));
  route(app, e.rename, { tags, config: { probe: ownTemplate } }, async (req) => ({
    data: await templates.rename(me(req), req.params.id, req.body.template_name),
  }));
  route(app, e.remove, { tags, config: { probe: ownTemplate } }, async (req) => {
    await templates.remove(me(req), req.params.id);
    return deleted;
  });
  route(
    app,
    e.addMilestone,
    { tags, config: { rateLimit: limit.planWritePerIp, probe: ownTemplate } },
    async (req) => ({ data: await plan.addToTemplate(me(req), req.params.id, req.body) }),
  );
  for (const [op, action] of [
    [e.attach, 'attach'],
    [e.detach, 'detach'],
  ] as const) {
    // Attaching copies milestones into plans and mails the Members (issue 26).
    route(
      app,
      op,
      { tags, config: { rateLimit: limit.planWritePerIp, probe: ownTemplate } },
      async (req) => ({
        data: await templates[action](me(req), req.params.id, req.body.mentee_ids),
      }),
    );
  }

  // Milestones: of a mentoring the Captain runs, or of one of their templates
  route(
    app,
    w.addMilestone,
    { tags, config: { rateLimit: limit.planWritePerIp, probe: { object: 'mentoring', owner: 'captain' } } },
    async (req) => ({ data: await plan.addToMentoring(me(req), req.params.id, req.body) }),
  );
  for (const [update, remove, kind, object] of [
    [w.updateMilestone, w.removeMilestone, 'mentoring', 'milestone'],
    [e.updateMilestone, e.removeMilestone, 'template', 'templateMilestone'],
  ] as const) {
    const probe = { object, owner: 'captain' } as const;
    // An update may add tasks.
    route(app, update, { tags, config: { probe, rateLimit: limit.planWritePerIp } }, async (req) => ({
      data: await plan.update(me(req), req.params.id, kind, req.body),
    }));
    route(app, remove, { tags, config: { probe } }, async (req) => {
      await plan.remove(me(req), req.params.id, kind);
      return deleted;
    });
  }

  // Tasks: done (POST) and undone (DELETE), by either of the pair; the role is in the path
  for (const [op, owner, done] of [
    [w.captainTick, 'captain', true],
    [w.captainUntick, 'captain', false],
    [w.memberTick, 'member', true],
    [w.memberUntick, 'member', false],
  ] as const) {
    route(app, op, { tags, config: { probe: { object: 'task', owner } } }, async (req) => ({
      data: await plan.tick(me(req), req.params.id, done),
    }));
  }
}
