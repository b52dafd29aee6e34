import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { MSG } from '@keh/contracts';

/**
 * Serves the built web app; unknown non-API paths get index.html (the client routes them).
 * The build writes every text asset also as .br and .gz (apps/web/vite.config.ts): with
 * `preCompressed` the file the client accepts is sent as it is, with `content-encoding` and
 * `vary: accept-encoding`, for the app shell sent by `sendFile` too; no CPU goes into compressing
 * them per request.
 */
export const webPlugin = fp(async function webPlugin(app: FastifyInstance, opts: { dist: string | null }) {
  const hasWeb = !!opts.dist && existsSync(path.join(opts.dist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.dist!,
      wildcard: false,
      preCompressed: true,
      setHeaders: (res, file) => {
        res.header(
          'cache-control',
          file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const isPage = req.method === 'GET' && !req.url.startsWith('/api') && !req.url.startsWith('/socket.io');
    if (hasWeb && isPage) {
      const file = req.url.split('?')[0]!;
      // Asset-looking paths that do not exist are 404s, not the app shell.
      if (path.extname(file) && !file.endsWith('.html'))
        return reply.code(404).send({ message: MSG.notFound });
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ message: MSG.notFound });
  });
});
