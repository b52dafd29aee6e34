import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, userProfile } from '@keh/contracts';
import { currentUser } from '../../plugins/auth';
import { toUserProfile } from './user.service';

export async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/user/profile',
    { schema: { tags: ['user'], response: { 200: envelope(userProfile) } }, config: { access: 'user' } },
    async (req) => ({ data: toUserProfile(currentUser(req).row) }),
  );
}
