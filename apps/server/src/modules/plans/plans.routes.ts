import type { FastifyInstance, FastifyRequest } from 'fastify';
import { api } from '@keh/contracts';
import { route } from '../../lib/endpoint';
import { currentUser } from '../../plugins/auth';
import { limit } from '../../plugins/rate-limit';
import { planService } from './plan.service';
import { plansService } from './plans.service';

/**
 * A Captain's plans: the Templates calls of docs/product/api.md (the paths keep that name) and
 * the plans' own milestones. Only Captains plan. A mentoring's milestones and tasks are the
 * workspace's (modules/workspace/workspace.routes.ts).
 */
export async function plansRoutes(app: FastifyInstance) {
  const plans = plansService(app);
  const plan = planService(app);
  const tags = ['templates'];
  const e = api.plans;
  const me = (req: FastifyRequest) => currentUser(req);
  const ownPlan = { object: 'template', owner: 'captain' } as const;
  const ofMilestone = { object: 'templateMilestone', owner: 'captain' } as const;
  const deleted = { data: { message: 'Deleted.' } };

  route(app, e.list, { tags, config: { probe: 'self' } }, async (req) => ({
    data: await plans.list(me(req)),
  }));
  route(app, e.create, { tags, config: { rateLimit: limit.planWritePerIp, probe: 'self' } }, async (req) => ({
    data: await plans.create(me(req), req.body),
  }));
  route(app, e.get, { tags, config: { probe: ownPlan } }, async (req) => ({
    data: await plans.get(me(req), req.params.id),
  }));
  route(app, e.rename, { tags, config: { probe: ownPlan } }, async (req) => ({
    data: await plans.rename(me(req), req.params.id, req.body.template_name),
  }));
  route(app, e.remove, { tags, config: { probe: ownPlan } }, async (req) => {
    await plans.remove(me(req), req.params.id);
    return deleted;
  });
  for (const [op, action] of [
    [e.attach, 'attach'],
    [e.detach, 'detach'],
  ] as const) {
    // Attaching copies milestones into plans and mails the Members (issue 26).
    route(app, op, { tags, config: { rateLimit: limit.planWritePerIp, probe: ownPlan } }, async (req) => ({
      data: await plans[action](me(req), req.params.id, req.body.mentee_ids),
    }));
  }

  // The plan's own milestones (an update may add tasks)
  route(
    app,
    e.addMilestone,
    { tags, config: { rateLimit: limit.planWritePerIp, probe: ownPlan } },
    async (req) => ({ data: await plan.addToTemplate(me(req), req.params.id, req.body) }),
  );
  route(
    app,
    e.updateMilestone,
    { tags, config: { probe: ofMilestone, rateLimit: limit.planWritePerIp } },
    async (req) => ({ data: await plan.update(me(req), req.params.id, 'template', req.body) }),
  );
  route(app, e.removeMilestone, { tags, config: { probe: ofMilestone } }, async (req) => {
    await plan.remove(me(req), req.params.id, 'template');
    return deleted;
  });
}
