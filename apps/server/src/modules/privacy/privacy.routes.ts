import type { FastifyInstance } from 'fastify';
import { api } from '@keh/contracts';
import { route } from '../../lib/endpoint';
import { currentUser } from '../../plugins/auth';
import { limit } from '../../plugins/rate-limit';
import { consentsService } from './consents.service';
import { dataExportService } from './data-export.service';

/** The privacy centre (issue 31): what a person agreed to, and a copy of their data. */
export async function privacyRoutes(app: FastifyInstance) {
  const consents = consentsService(app.db);
  const exports = dataExportService(app);
  const tags = ['privacy'];
  const e = api.privacy;

  route(app, e.consents, { tags, config: { probe: 'self' } }, async (req) => ({
    data: await consents.list(currentUser(req).id),
  }));
  route(app, e.acceptConsent, { tags, config: { probe: 'self' } }, async (req) => ({
    data: await consents.accept(currentUser(req).id, req.body),
  }));

  route(
    app,
    e.requestExport,
    {
      tags,
      config: { probe: 'self' },
      schema: { description: 'Queues a copy of your data (once a day); GET user/data-export follows it.' },
    },
    async (req) => ({ data: await exports.request(currentUser(req).row) }),
  );
  route(app, e.latestExport, { tags, config: { probe: 'self' } }, async (req) => ({
    data: await exports.latest(currentUser(req).row),
  }));
  route(
    app,
    e.downloadExport,
    {
      tags,
      config: { probe: { object: 'dataExport', owner: 'member' } },
      schema: { description: 'The ZIP, once, to the one who asked for it, until it expires.' },
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

  route(
    app,
    e.exportFor,
    {
      tags: ['admin'],
      config: { rateLimit: limit.searchPerIp, probe: { object: 'person' } },
      schema: { description: "Queues a copy of a person's data for the admin who asks (audited)." },
    },
    async (req) => ({ data: await exports.requestFor(currentUser(req).row, req.params.id) }),
  );
}
