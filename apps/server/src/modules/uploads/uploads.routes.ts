import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';

const TYPES = { jpg: 'image/jpeg', png: 'image/png' } as const;

/** Public images (avatars, covers): server-made names, never executed, served as what they are. */
export async function uploadsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/uploads/images/:name',
    { schema: { hide: true, params: z.object({ name: z.string().regex(/^[a-f0-9]{32}\.(jpg|png)$/) }) } },
    async (req, reply) => {
      const data = await app.storage.read(`images/${req.params.name}`);
      if (!data) throw notFound();
      const ext = req.params.name.slice(-3) as keyof typeof TYPES;
      return reply
        .header('content-type', TYPES[ext])
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-disposition', 'inline')
        .send(data);
    },
  );
}
