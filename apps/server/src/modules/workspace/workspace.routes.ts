import type { FastifyInstance, FastifyRequest } from 'fastify';
import { api } from '@keh/contracts';
import { route } from '../../lib/endpoint';
import { currentUser } from '../../plugins/auth';
import { limit } from '../../plugins/rate-limit';
import { planService } from '../plans/plan.service';
import { workspaceService } from './workspace.service';

/**
 * The workspace screen's calls (docs/product/api.md): the Mentoring a person sees, the milestones
 * a Captain plans in it, and the ticks of its tasks by either of the pair. The feed has its own
 * routes (modules/feed), the ending its own (ending.routes.ts).
 */
export async function workspaceRoutes(app: FastifyInstance) {
  const workspace = workspaceService(app);
  const plan = planService(app);
  const e = api.workspace;
  const me = (req: FastifyRequest) => currentUser(req);
  // The OpenAPI tags these calls had before they moved here.
  const mentoringTags = ['mentoring'];
  const tags = ['templates'];

  // The Mentoring: the Member's own (or null), or one the Captain runs, by its Member
  route(
    app,
    e.ownMentoring,
    { tags: mentoringTags, config: { httpCache: 'revalidate', probe: 'self' } },
    async (req) => ({
      data: (await workspace.views(me(req)))[0] ?? null,
    }),
  );
  route(
    app,
    e.memberMentoring,
    {
      tags: mentoringTags,
      config: { httpCache: 'revalidate', probe: { object: 'mentoredMember', owner: 'captain' } },
    },
    async (req) => ({ data: await workspace.withMember(me(req), req.params.id) }),
  );

  // Milestones of a mentoring the Captain runs (an update may add tasks)
  route(
    app,
    e.addMilestone,
    { tags, config: { rateLimit: limit.planWritePerIp, probe: { object: 'mentoring', owner: 'captain' } } },
    async (req) => ({ data: await plan.addToMentoring(me(req), req.params.id, req.body) }),
  );
  const ofMilestone = { object: 'milestone', owner: 'captain' } as const;
  route(
    app,
    e.updateMilestone,
    { tags, config: { probe: ofMilestone, rateLimit: limit.planWritePerIp } },
    async (req) => ({ data: await plan.update(me(req), req.params.id, 'mentoring', req.body) }),
  );
  route(app, e.removeMilestone, { tags, config: { probe: ofMilestone } }, async (req) => {
    await plan.remove(me(req), req.params.id, 'mentoring');
    return { data: { message: 'Deleted.' } };
  });

  // Tasks: done (POST) and undone (DELETE), by either of the pair; the role is in the path
  for (const [op, owner, done] of [
    [e.captainTick, 'captain', true],
    [e.captainUntick, 'captain', false],
    [e.memberTick, 'member', true],
    [e.memberUntick, 'member', false],
  ] as const) {
    route(app, op, { tags, config: { probe: { object: 'task', owner } } }, async (req) => ({
      data: await plan.tick(me(req), req.params.id, done),
    }));
  }
}
