import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  previewTokenResult,
  ARTICLE_IMAGE_MAX_BYTES,
  DOCUMENT_MAX_BYTES,
  article,
  articleBanBody,
  articleCategory,
  articleFileUploadBody,
  articleImageUploadBody,
  articleListQuery,
  articlePage,
  articleReadQuery,
  articleSaveBody,
  articleSearchQuery,
  envelope,
  idParam,
  messageSchema,
  moderatedArticle,
  myArticlesQuery,
  reactions,
  uploadedFile,
  uploadedImage,
} from '@keh/contracts';
import { currentUser } from '../../plugins/auth';
import { limit } from '../../plugins/rate-limit';
import { articlesService } from './articles.service';
import { authService } from '../auth/auth.service';

/** Photo, background and preview image in one save (15 + 15 + 0.5 MB), the body as text. */
const SAVE_LIMITS = { fileSize: ARTICLE_IMAGE_MAX_BYTES, files: 3, fieldSize: 2_000_000 };
const ONE_FILE = { fileSize: Math.max(ARTICLE_IMAGE_MAX_BYTES, DOCUMENT_MAX_BYTES), files: 1 };

/** The Articles calls of docs/product/api.md, moderation (decision 0018) and the staff preview. */
export async function articlesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Cards say whether the author is online (this process's sockets).
  const articles = articlesService(app);
  const auth = authService(app);
  const me = (req: FastifyRequest) => currentUser(req);
  const reader = { tags: ['articles'] };
  const author = { tags: ['articles'] };
  const staff = ['moderator', 'admin'] as const;
  const captain = ['mentor'] as const;

  // ---------- reading: everyone, a token when there is one ----------
  app.get(
    '/articles/categories',
    {
      schema: { ...reader, response: { 200: envelope(z.array(articleCategory)) } },
      config: { httpCache: 'guest', probe: 'self' },
    },
    async () => ({ data: await articles.categories() }),
  );
  app.get(
    '/articles',
    {
      schema: { ...reader, querystring: articleListQuery, response: { 200: articlePage } },
      config: { httpCache: 'guest', probe: 'self' },
    },
    async (req) => {
      const { limit: size, offset, ...filters } = req.query;
      return articles.latest(req.user, filters, size, offset);
    },
  );
  app.get(
    '/articles/search',
    {
      schema: { ...reader, querystring: articleSearchQuery, response: { 200: articlePage } },
      config: { probe: 'self', rateLimit: limit.searchPerIp },
    },
    async (req) => {
      const { limit: size, offset, query, ...filters } = req.query;
      return articles.search(req.user, query, filters, size, offset);
    },
  );
  app.get(
    '/articles/:id',
    {
      schema: {
        ...reader,
        params: idParam,
        querystring: articleReadQuery,
        response: { 200: envelope(article) },
      },
      config: { httpCache: 'guest', probe: { object: 'article' } },
    },
    async (req) => ({ data: await articles.read(req.user, req.params.id) }),
  );
  for (const kind of ['like', 'dislike'] as const) {
    for (const method of ['post', 'delete'] as const) {
      app[method](
        `/articles/:id/${kind}`,
        {
          schema: { ...reader, params: idParam, response: { 200: envelope(reactions) } },
          config: { access: 'user', probe: { object: 'article' }, rateLimit: limit.postPerIp },
        },
        async (req) => ({ data: await articles.react(me(req), req.params.id, kind, method === 'post') }),
      );
    }
  }

  // ---------- writing: Business Captains ----------
  app.get(
    '/mentor/articles',
    {
      schema: { ...author, querystring: myArticlesQuery, response: { 200: articlePage } },
      config: { access: captain, probe: 'self' },
    },
    async (req) =>
      articles.mine(me(req), req.query.status, req.query.query, req.query.limit, req.query.offset),
  );
  app.post(
    '/mentor/articles',
    {
      schema: {
        ...author,
        consumes: ['multipart/form-data'],
        body: articleSaveBody,
        response: { 200: envelope(article) },
      },
      config: { access: captain, probe: 'self', multipart: SAVE_LIMITS, rateLimit: limit.postPerIp },
    },
    async (req) => ({ data: await articles.save(me(req), undefined, req.body) }),
  );
  app.post(
    '/mentor/articles/upload_image',
    {
      schema: {
        ...author,
        consumes: ['multipart/form-data'],
        body: articleImageUploadBody,
        response: { 200: envelope(uploadedImage) },
      },
      config: { access: captain, probe: 'self', multipart: ONE_FILE, rateLimit: limit.postPerIp },
    },
    async (req) => ({ data: await articles.uploadImage(me(req), req.body.image) }),
  );
  app.post(
    '/mentor/articles/upload_file',
    {
      schema: {
        ...author,
        consumes: ['multipart/form-data'],
        body: articleFileUploadBody.extend({ name: z.string().max(500).optional() }),
        response: { 200: envelope(uploadedFile) },
      },
      config: { access: captain, probe: 'self', multipart: ONE_FILE, rateLimit: limit.postPerIp },
    },
    async (req) => ({ data: await articles.uploadFile(me(req), req.body.file, req.body.name) }),
  );
  app.get(
    '/mentor/articles/:id',
    {
      schema: { ...author, params: idParam, response: { 200: envelope(article) } },
      config: { access: captain, probe: { object: 'article', owner: 'captain' } },
    },
    async (req) => ({ data: await articles.mineOne(me(req), req.params.id) }),
  );
  app.post(
    '/mentor/articles/:id',
    {
      schema: {
        ...author,
        consumes: ['multipart/form-data'],
        params: idParam,
        body: articleSaveBody,
        response: { 200: envelope(article) },
      },
      config: {
        access: captain,
        probe: { object: 'article', owner: 'captain' },
        multipart: SAVE_LIMITS,
        rateLimit: limit.postPerIp,
      },
    },
    async (req) => ({ data: await articles.save(me(req), req.params.id, req.body) }),
  );
  app.delete(
    '/mentor/articles/:id',
    {
      schema: { ...author, params: idParam, response: { 200: messageSchema } },
      config: { access: captain, probe: { object: 'draftArticle', owner: 'captain' } },
    },
    async (req) => {
      await articles.remove(me(req), req.params.id);
      return { message: 'Deleted' };
    },
  );

  // ---------- moderation: moderators and admins ----------
  const moderation = { tags: ['moderation'] };
  app.get(
    '/admin/articles',
    {
      schema: {
        ...moderation,
        querystring: z.object({ limit: articleListQuery.shape.limit, offset: articleListQuery.shape.offset }),
        response: { 200: articlePage },
      },
      config: { httpCache: 'revalidate', access: staff, probe: 'self' },
    },
    async (req) => articles.queue(req.query.limit, req.query.offset),
  );
  app.get(
    '/admin/article/:id',
    {
      schema: { ...moderation, params: idParam, response: { 200: envelope(moderatedArticle) } },
      // The preview page opened from a link: a preview token for this article in the query.
      config: { access: staff, tokenInQuery: 'article', probe: { object: 'article' } },
    },
    async (req) => ({ data: await articles.moderated(req.params.id) }),
  );
  app.post(
    '/admin/article/:id/preview-token',
    {
      schema: {
        ...moderation,
        description: "A preview link's token for this article: read-only, 15 minutes (decision 0005).",
        params: idParam,
        response: { 200: envelope(previewTokenResult) },
      },
      config: { access: staff, rateLimit: limit.lookupPerIp, probe: { object: 'article' } },
    },
    async (req) => {
      // Only for an article staff may preview (404 otherwise).
      await articles.moderated(req.params.id);
      return { data: await auth.mintPreview(me(req), 'article', req.params.id) };
    },
  );
  app.post(
    '/admin/articles/:id/publish',
    {
      schema: { ...moderation, params: idParam, response: { 200: envelope(moderatedArticle) } },
      config: { access: staff, probe: { object: 'pendingArticle' } },
    },
    async (req) => ({ data: await articles.publish(me(req), req.params.id) }),
  );
  app.post(
    '/admin/articles/:id/ban',
    {
      schema: {
        ...moderation,
        params: idParam,
        body: articleBanBody,
        response: { 200: envelope(moderatedArticle) },
      },
      config: { access: staff, probe: { object: 'pendingArticle' } },
    },
    async (req) => ({ data: await articles.ban(me(req), req.params.id, req.body.reason) }),
  );
}
