import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  idParam,
  menteeIdsBody,
  messageSchema,
  milestone,
  milestoneBody,
  taskResult,
  template,
  templateCreateBody,
  templateSettingsBody,
  templateSummary,
} from '@keh/contracts';
import { currentUser } from '../../plugins/auth';
import { limit } from '../../plugins/rate-limit';
import { planService } from './plan.service';
import { templatesService } from './templates.service';

/** The Templates and milestones calls of docs/product/api.md. Only Captains plan; both of a pair tick tasks. */
export async function templatesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const templates = templatesService(app);
  const plan = planService(app);
  const tags = ['templates'];
  const me = (req: Parameters<typeof currentUser>[0]) => currentUser(req);
  const captain = ['mentor'] as const;
  const ownTemplate = { object: 'template', owner: 'captain' } as const;
  const reply = <T extends z.ZodType>(schema: T) => ({ 200: envelope(schema) });
  const deleted = { data: { message: 'Deleted.' } };

  // Templates
  app.get(
    '/mentor/templates',
    {
      schema: { tags, response: reply(z.array(templateSummary)) },
      config: { access: captain, probe: 'self' },
    },
    async (req) => ({ data: await templates.list(me(req)) }),
  );
  app.post(
    '/mentor/templates',
    {
      schema: { tags, body: templateCreateBody, response: reply(template) },
      config: { access: captain, rateLimit: limit.planWritePerIp, probe: 'self' },
    },
    async (req) => ({ data: await templates.create(me(req), req.body) }),
  );
  app.get(
    '/mentor/templates/:id',
    {
      schema: { tags, params: idParam, response: reply(template) },
      config: { access: captain, probe: ownTemplate },
    },
    async (req) => ({ data: await templates.get(me(req), req.params.id) }),
  );
  app.put(
    '/mentor/templates/:id',
    {
      schema: { tags, params: idParam, body: templateSettingsBody, response: reply(template) },
      config: { access: captain, probe: ownTemplate },
    },
    async (req) => ({ data: await templates.rename(me(req), req.params.id, req.body.template_name) }),
  );
  app.delete(
    '/mentor/templates/:id',
    {
      schema: { tags, params: idParam, response: reply(messageSchema) },
      config: { access: captain, probe: ownTemplate },
    },
    async (req) => {
      await templates.remove(me(req), req.params.id);
      return deleted;
    },
  );
  app.post(
    '/mentor/templates/:id/milestone',
    {
      schema: { tags, params: idParam, body: milestoneBody, response: reply(milestone) },
      config: { access: captain, rateLimit: limit.planWritePerIp, probe: ownTemplate },
    },
    async (req) => ({ data: await plan.addToTemplate(me(req), req.params.id, req.body) }),
  );
  for (const [path, method, action] of [
    ['attach', 'post', 'attach'],
    ['detach', 'delete', 'detach'],
  ] as const) {
    app[method](
      `/mentor/templates/:id/${path}`,
      {
        schema: { tags, params: idParam, body: menteeIdsBody, response: reply(template) },
        // Attaching copies milestones into plans and mails the Members (issue 26).
        config: { access: captain, rateLimit: limit.planWritePerIp, probe: ownTemplate },
      },
      async (req) => ({ data: await templates[action](me(req), req.params.id, req.body.mentee_ids) }),
    );
  }

  // Milestones: of a mentoring the Captain runs, or of one of their templates
  app.post(
    '/mentor/mentoring/:id/milestones',
    {
      schema: { tags, params: idParam, body: milestoneBody, response: reply(milestone) },
      config: {
        access: captain,
        rateLimit: limit.planWritePerIp,
        probe: { object: 'mentoring', owner: 'captain' },
      },
    },
    async (req) => ({ data: await plan.addToMentoring(me(req), req.params.id, req.body) }),
  );
  for (const [path, kind, object] of [
    ['/mentor/mentoring/milestones/:id', 'mentoring', 'milestone'],
    ['/mentor/milestones/:id', 'template', 'templateMilestone'],
  ] as const) {
    const config = { access: captain, probe: { object, owner: 'captain' } } as const;
    app.put(
      path,
      {
        schema: { tags, params: idParam, body: milestoneBody, response: reply(milestone) },
        // An update may add tasks.
        config: { ...config, rateLimit: limit.planWritePerIp },
      },
      async (req) => ({ data: await plan.update(me(req), req.params.id, kind, req.body) }),
    );
    app.delete(
      path,
      { schema: { tags, params: idParam, response: reply(messageSchema) }, config },
      async (req) => {
        await plan.remove(me(req), req.params.id, kind);
        return deleted;
      },
    );
  }

  // Tasks: done (POST) and undone (DELETE), by either of the pair; the role is in the path
  for (const [role, owner] of [
    ['mentor', 'captain'],
    ['mentee', 'member'],
  ] as const) {
    for (const [method, done] of [
      ['post', true],
      ['delete', false],
    ] as const) {
      app[method](
        `/${role}/mentoring/task/:id`,
        {
          schema: { tags, params: idParam, response: reply(taskResult) },
          config: { access: [role], probe: { object: 'task', owner } },
        },
        async (req) => ({ data: await plan.tick(me(req), req.params.id, done) }),
      );
    }
  }
}
