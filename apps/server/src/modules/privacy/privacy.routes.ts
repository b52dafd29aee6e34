import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consentBody, consentItem, dataExport, dataExportCreated, envelope, idParam } from '@keh/contracts';
import { currentUser } from '../../plugins/auth';
import { limit } from '../../plugins/rate-limit';
import { consentsService } from './consents.service';
import { dataExportService } from './data-export.service';

/** The privacy centre (issue 31): what a person agreed to, and a copy of their data. */
export async function privacyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const consents = consentsService(app.db);
  const exports = dataExportService(app);
  const tags = ['privacy'];

  app.get(
    '/user/consents',
    {
      schema: { tags, response: { 200: envelope(z.array(consentItem)) } },
      config: { access: 'user', probe: 'self' },
    },
    async (req) => ({ data: await consents.list(currentUser(req).id) }),
  );
  app.post(
    '/user/consents',
    {
      schema: { tags, body: consentBody, response: { 200: envelope(z.array(consentItem)) } },
      config: { access: 'user', probe: 'self' },
    },
    async (req) => ({ data: await consents.accept(currentUser(req).id, req.body) }),
  );

  app.post(
    '/user/data-export',
    {
      schema: {
        tags,
        description: 'Queues a copy of your data (once a day); GET user/data-export follows it.',
        response: { 202: envelope(dataExportCreated) },
      },
      config: { access: 'user', probe: 'self' },
    },
    async (req, reply) => reply.code(202).send({ data: await exports.request(currentUser(req).row) }),
  );
  app.get(
    '/user/data-export',
    {
      schema: { tags, response: { 200: envelope(dataExport.nullable()) } },
      config: { access: 'user', probe: 'self' },
    },
    async (req) => ({ data: await exports.latest(currentUser(req).row) }),
  );
  app.get(
    '/user/data-export/:id/download',
    {
      schema: {
        tags,
        description: 'The ZIP, once, to the one who asked for it, until it expires.',
        params: idParam,
        produces: ['application/zip'],
      },
      config: { access: 'user', probe: { object: 'dataExport', owner: 'member' } },
    },
    async (req, reply) => {
      const { data, filename } = await exports.download(currentUser(req).row, req.params.id);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('x-content-type-options', 'nosniff')
        .send(data);
    },
  );

  app.post(
    '/admin/users/:id/export',
    {
      schema: {
        tags: ['admin'],
        description: "Queues a copy of a person's data for the admin who asks (audited).",
        params: idParam,
        response: { 202: envelope(dataExportCreated) },
      },
      config: { access: ['admin'], rateLimit: limit.searchPerIp, probe: { object: 'person' } },
    },
    async (req, reply) =>
      reply.code(202).send({ data: await exports.requestFor(currentUser(req).row, req.params.id) }),
  );
}
