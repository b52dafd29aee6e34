import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, userProfile } from '@keh/contracts';
import { notFound } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import { userProfileService } from './user-profile.service';

export async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const users = userProfileService(app.db);
  app.get(
    '/user/profile',
    {
      schema: { tags: ['user'], response: { 200: envelope(userProfile) } },
      config: { access: 'user', probe: 'self' },
    },
    async (req) => {
      return { data: await users.profile(currentUser(req).row) };
    },
  );

  /** One's own CV (a private file: never under /uploads). */
  app.get(
    '/user/profile/cv',
    { schema: { tags: ['user'] }, config: { access: 'user', probe: { object: 'cv', owner: 'member' } } },
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
