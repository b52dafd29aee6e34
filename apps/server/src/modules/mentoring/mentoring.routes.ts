import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  declineRequestBody,
  envelope,
  idParam,
  mentoring,
  mentoringRequest,
  requestResult,
} from '@keh/contracts';
import { currentUser } from '../../plugins/auth';
import { workspaceService } from '../workspace/workspace.service';
import { mentoringService } from './mentoring.service';

/** The Mentoring calls of docs/product/api.md for requests and pairs. */
export async function mentoringRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const svc = mentoringService(app);
  const workspace = workspaceService(app);
  const tags = ['mentoring'];
  const mentee = { access: ['mentee'] } as const;
  const mentor = { access: ['mentor'] } as const;
  const me = (req: Parameters<typeof currentUser>[0]) => currentUser(req);
  const result = { 200: envelope(requestResult) };

  // Member
  app.post(
    '/mentee/mentors/:id/request',
    {
      schema: { tags, params: idParam, response: result },
      config: { ...mentee, probe: { object: 'captain' } },
    },
    async (req) => ({
      data: await svc.request(me(req), req.params.id),
    }),
  );
  app.delete(
    '/mentee/mentors/:id/request',
    {
      schema: { tags, params: idParam, response: result },
      config: { ...mentee, probe: { object: 'requestedCaptain', owner: 'member' } },
    },
    async (req) => ({
      data: await svc.recall(me(req), req.params.id),
    }),
  );
  app.get(
    '/mentee/requests',
    {
      schema: { tags, response: { 200: envelope(z.array(mentoringRequest)) } },
      config: { httpCache: 'revalidate', ...mentee, probe: 'self' },
    },
    async (req) => ({
      data: await svc.requests(me(req)),
    }),
  );
  app.get(
    '/mentee/mentoring',
    {
      schema: { tags, response: { 200: envelope(mentoring.nullable()) } },
      config: { httpCache: 'revalidate', ...mentee, probe: 'self' },
    },
    async (req) => ({
      data: (await workspace.views(me(req)))[0] ?? null,
    }),
  );

  // Captain
  app.get(
    '/mentor/requests',
    {
      schema: { tags, response: { 200: envelope(z.array(mentoringRequest)) } },
      config: { httpCache: 'revalidate', ...mentor, probe: 'self' },
    },
    async (req) => ({
      data: await svc.requests(me(req)),
    }),
  );
  app.post(
    '/mentor/requests/:id',
    {
      schema: {
        tags,
        params: idParam,
        response: { 200: envelope(requestResult.extend({ mentoring_id: z.number().int() })) },
      },
      config: { ...mentor, probe: { object: 'request', owner: 'captain' } },
    },
    async (req) => ({ data: await svc.accept(me(req), req.params.id) }),
  );
  app.delete(
    '/mentor/requests/:id',
    {
      schema: { tags, params: idParam, body: declineRequestBody, response: result },
      config: { ...mentor, probe: { object: 'request', owner: 'captain' } },
    },
    async (req) => ({
      data: await svc.decline(me(req), req.params.id, req.body?.reason ?? null),
    }),
  );
  app.get(
    '/mentor/mentees',
    {
      schema: { tags, response: { 200: envelope(z.array(mentoring)) } },
      config: { httpCache: 'revalidate', ...mentor, probe: 'self' },
    },
    async (req) => ({
      data: await workspace.views(me(req)),
    }),
  );
  app.get(
    '/mentor/mentees/:id/mentoring',
    {
      schema: { tags, params: idParam, response: { 200: envelope(mentoring) } },
      config: { httpCache: 'revalidate', ...mentor, probe: { object: 'mentoredMember', owner: 'captain' } },
    },
    async (req) => ({
      data: await workspace.withMember(me(req), req.params.id),
    }),
  );
  app.delete(
    '/mentor/mentees/:id',
    {
      schema: { tags, params: idParam, response: { 200: envelope(z.object({ message: z.string() })) } },
      config: { ...mentor, probe: { object: 'mentoredMember', owner: 'captain' } },
    },
    async (req) => {
      await svc.removeMember(me(req), req.params.id);
      return { data: { message: 'OK' } };
    },
  );
}
