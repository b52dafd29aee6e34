import { hash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * HTTP caching of the API's answers (decision 0026), the web's own standards and nothing kept in
 * the server's memory:
 *  - 'revalidate': a list clients ask for again and again (the workspace, conversations, requests…):
 *    a weak `ETag` from a hash of the JSON text, and `304 Not Modified` without a body when the
 *    request's `If-None-Match` names it; `Cache-Control: private, no-cache`, so a browser keeps the
 *    answer and asks whether it changed each time, and no shared cache keeps it.
 *  - 'guest': the same, and to a request without a token (a guest reading the knowledge base)
 *    `Cache-Control: public, max-age=60, stale-while-revalidate=60`: anyone's cache may keep it.
 * Every other API answer (a signed-in person's pages, failures) says `Cache-Control: no-store`
 * unless its route sets its own. An answer that may differ by token says `Vary: Authorization`.
 */
export type HttpCache = 'revalidate' | 'guest';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How this GET's answer may be cached (plugins/http-cache.ts, decision 0026). */
    httpCache?: HttpCache;
  }
}

/** A guest's knowledge base is a minute old at most, two while the cache asks again behind. */
export const GUEST_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=60';
export const PRIVATE_REVALIDATE = 'private, no-cache';
export const NO_STORE = 'no-store';

const etagOf = (body: string) => `W/"${hash('sha1', body, 'base64url')}"`;

/** Whether `If-None-Match` names `etag` (weak comparison: `W/` is ignored on both sides). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((part) => part.trim().replace(/^W\//, '') === bare);
}

/** Adds a header name to `Vary` once. */
export const addVary = (reply: FastifyReply, name: string) => {
  const now = reply.getHeader('vary');
  const list = typeof now === 'string' ? now.split(',').map((s) => s.trim()) : [];
  if (!list.some((v) => v.toLowerCase() === name.toLowerCase() || v === '*'))
    reply.header('vary', [...list.filter(Boolean), name].join(', '));
};

/** A request that carries a token, by header or by query (the previews opened from a link). */
const hasToken = (req: FastifyRequest) =>
  !!req.user ||
  !!req.headers.authorization ||
  (req.query as { token?: unknown } | undefined)?.token !== undefined;

/**
 * A guest's read of what guests may cache (a 'guest' route, no token): answered with
 * `Cache-Control: public`, and compressed from GUEST_COMPRESS_FROM (plugins/compress-answers.ts).
 * A signed-in reader of the same page gets a signed-in answer.
 */
export const isGuestRead = (req: FastifyRequest) =>
  req.routeOptions.config?.httpCache === 'guest' && !hasToken(req);

/**
 * Registered inside the /api scope before compression, so the tag is worked out from the JSON text
 * and a 304's empty body is not compressed.
 */
export const httpCachePlugin = fp(async function httpCachePlugin(app: FastifyInstance) {
  app.addHook('onSend', async (req, reply, payload) => {
    const policy = req.routeOptions.config?.httpCache;
    const reading = req.method === 'GET' || req.method === 'HEAD';
    if (!policy || !reading || reply.statusCode !== 200 || typeof payload !== 'string') {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', NO_STORE);
      return payload;
    }
    addVary(reply, 'Authorization');
    reply.header('cache-control', isGuestRead(req) ? GUEST_CACHE_CONTROL : PRIVATE_REVALIDATE);
    const etag = etagOf(payload);
    reply.header('etag', etag);
    if (!etagMatches(req.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    return '';
  });
});
