import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ARTICLE_IMAGE_MAX_BYTES, DOCUMENT_MAX_BYTES, api } from '@keh/contracts';
import { route } from '../../lib/endpoint';
import { currentUser } from '../../plugins/auth';
import { limit } from '../../plugins/rate-limit';
import { articlesService } from './articles.service';
import { authService } from '../auth/auth.service';

/** Photo, background and preview image in one save (15 + 15 + 0.5 MB), the body as text. */
const SAVE_LIMITS = { fileSize: ARTICLE_IMAGE_MAX_BYTES, files: 3, fieldSize: 2_000_000 };
const ONE_FILE = { fileSize: Math.max(ARTICLE_IMAGE_MAX_BYTES, DOCUMENT_MAX_BYTES), files: 1 };

/** The Articles calls of docs/product/api.md, moderation (decision 0018) and the staff preview. */
export async function articlesRoutes(app: FastifyInstance) {
  // Cards say whether the author is online (this process's sockets).
  const articles = articlesService(app);
  const auth = authService(app);
  const me = (req: FastifyRequest) => currentUser(req);
  const e = api.articles;
  const tags = ['articles'];

  // ---------- reading: everyone, a token when there is one ----------
  route(app, e.categories, { tags, config: { httpCache: 'guest', probe: 'self' } }, async () => ({
    data: await articles.categories(),
  }));
  route(app, e.list, { tags, config: { httpCache: 'guest', probe: 'self' } }, async (req) => {
    const { limit: size, offset, ...filters } = req.query;
    return articles.latest(req.user, filters, size, offset);
  });
  route(app, e.search, { tags, config: { probe: 'self', rateLimit: limit.searchPerIp } }, async (req) => {
    const { limit: size, offset, query, ...filters } = req.query;
    return articles.search(req.user, query, filters, size, offset);
  });
  route(app, e.read, { tags, config: { httpCache: 'guest', probe: { object: 'article' } } }, async (req) => ({
    data: await articles.read(req.user, req.params.id),
  }));
  const reacting = { tags, config: { probe: { object: 'article' }, rateLimit: limit.postPerIp } } as const;
  for (const [op, kind, on] of [
    [e.like, 'like', true],
    [e.unlike, 'like', false],
    [e.dislike, 'dislike', true],
    [e.undislike, 'dislike', false],
  ] as const) {
    route(app, op, reacting, async (req) => ({
      data: await articles.react(me(req), req.params.id, kind, on),
    }));
  }

  // ---------- writing: Business Captains ----------
  const ownArticle = { object: 'article', owner: 'captain' } as const;
  route(app, e.mine, { tags, config: { probe: 'self' } }, async (req) =>
    articles.mine(me(req), req.query.status, req.query.query, req.query.limit, req.query.offset),
  );
  route(
    app,
    e.create,
    { tags, config: { probe: 'self', multipart: SAVE_LIMITS, rateLimit: limit.postPerIp } },
    async (req) => ({ data: await articles.save(me(req), undefined, req.body) }),
  );
  route(
    app,
    e.uploadImage,
    { tags, config: { probe: 'self', multipart: ONE_FILE, rateLimit: limit.postPerIp } },
    async (req) => ({ data: await articles.uploadImage(me(req), req.body.image) }),
  );
  route(
    app,
    e.uploadFile,
    { tags, config: { probe: 'self', multipart: ONE_FILE, rateLimit: limit.postPerIp } },
    async (req) => ({ data: await articles.uploadFile(me(req), req.body.file, req.body.name) }),
  );
  route(app, e.mineOne, { tags, config: { probe: ownArticle } }, async (req) => ({
    data: await articles.mineOne(me(req), req.params.id),
  }));
  route(
    app,
    e.update,
    { tags, config: { probe: ownArticle, multipart: SAVE_LIMITS, rateLimit: limit.postPerIp } },
    async (req) => ({ data: await articles.save(me(req), req.params.id, req.body) }),
  );
  route(
    app,
    e.remove,
    { tags, config: { probe: { object: 'draftArticle', owner: 'captain' } } },
    async (req) => {
      await articles.remove(me(req), req.params.id);
      return { message: 'Deleted' };
    },
  );

  // ---------- moderation: moderators and admins ----------
  const moderation = ['moderation'];
  route(app, e.queue, { tags: moderation, config: { httpCache: 'revalidate', probe: 'self' } }, async (req) =>
    articles.queue(req.query.limit, req.query.offset),
  );
  route(
    app,
    e.moderated,
    // The preview page opened from a link: a preview token for this article in the query.
    { tags: moderation, config: { tokenInQuery: 'article', probe: { object: 'article' } } },
    async (req) => ({ data: await articles.moderated(req.params.id) }),
  );
  route(
    app,
    e.previewToken,
    {
      tags: moderation,
      config: { rateLimit: limit.lookupPerIp, probe: { object: 'article' } },
      schema: {
        description: "A preview link's token for this article: read-only, 15 minutes (decision 0005).",
      },
    },
    async (req) => {
      // Only for an article staff may preview (404 otherwise).
      await articles.moderated(req.params.id);
      return { data: await auth.mintPreview(me(req), 'article', req.params.id) };
    },
  );
  route(
    app,
    e.publish,
    { tags: moderation, config: { probe: { object: 'pendingArticle' } } },
    async (req) => ({
      data: await articles.publish(me(req), req.params.id),
    }),
  );
  route(app, e.ban, { tags: moderation, config: { probe: { object: 'pendingArticle' } } }, async (req) => ({
    data: await articles.ban(me(req), req.params.id, req.body.reason),
  }));
}
