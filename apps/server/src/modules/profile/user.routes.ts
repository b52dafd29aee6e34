import type { FastifyInstance } from 'fastify';
import { api } from '@keh/contracts';
import { route } from '../../lib/endpoint';
import { notFound } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import { userProfileService } from './user-profile.service';

export async function userRoutes(app: FastifyInstance) {
  const users = userProfileService(app.db);
  const tags = ['user'];
  route(app, api.profile.me, { tags, config: { probe: 'self' } }, async (req) => {
    return { data: await users.profile(currentUser(req).row) };
  });

  /** One's own CV (a private file: never under /uploads). */
  route(
    app,
    api.profile.cv,
    { tags, config: { probe: { object: 'cv', owner: 'member' } } },
    async (req, reply) => {
      const key = currentUser(req).row.cv;
      const data = key ? await app.storage.read(key) : null;
      if (!data) throw notFound();
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'attachment; filename="cv.pdf"')
        .header('x-content-type-options', 'nosniff')
        .send(data);
    },
  );
}
