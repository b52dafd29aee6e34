import type { FastifyInstance, FastifyRequest } from 'fastify';
import { api } from '@keh/contracts';
import { route } from '../../lib/endpoint';
import { currentUser } from '../../plugins/auth';
import { workspaceService } from '../workspace/workspace.service';
import { mentoringService } from './mentoring.service';

/**
 * The Mentoring calls of docs/product/api.md for requests and My Members. The Mentoring a pair
 * works in is the workspace's (modules/workspace/workspace.routes.ts).
 */
export async function mentoringRoutes(app: FastifyInstance) {
  const svc = mentoringService(app);
  const workspace = workspaceService(app);
  const tags = ['mentoring'];
  const e = api.mentoring;
  const me = (req: FastifyRequest) => currentUser(req);

  // Member
  route(app, e.request, { tags, config: { probe: { object: 'captain' } } }, async (req) => ({
    data: await svc.request(me(req), req.params.id),
  }));
  route(
    app,
    e.recall,
    { tags, config: { probe: { object: 'requestedCaptain', owner: 'member' } } },
    async (req) => ({
      data: await svc.recall(me(req), req.params.id),
    }),
  );
  route(app, e.memberRequests, { tags, config: { httpCache: 'revalidate', probe: 'self' } }, async (req) => ({
    data: await svc.requests(me(req)),
  }));

  // Captain
  const ofRequest = { probe: { object: 'request', owner: 'captain' } } as const;
  const ofMember = { probe: { object: 'mentoredMember', owner: 'captain' } } as const;
  route(
    app,
    e.captainRequests,
    { tags, config: { httpCache: 'revalidate', probe: 'self' } },
    async (req) => ({
      data: await svc.requests(me(req)),
    }),
  );
  route(app, e.accept, { tags, config: ofRequest }, async (req) => ({
    data: await svc.accept(me(req), req.params.id),
  }));
  route(app, e.decline, { tags, config: ofRequest }, async (req) => ({
    data: await svc.decline(me(req), req.params.id, req.body?.reason ?? null),
  }));
  route(app, e.myMembers, { tags, config: { httpCache: 'revalidate', probe: 'self' } }, async (req) => ({
    data: await workspace.views(me(req)),
  }));
  route(app, e.removeMember, { tags, config: ofMember }, async (req) => {
    await svc.removeMember(me(req), req.params.id);
    return { data: { message: 'OK' } };
  });
}
