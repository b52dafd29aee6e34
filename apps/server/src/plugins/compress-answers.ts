import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { negotiate } from '@fastify/accept-negotiator';
import zlib from 'node:zlib';
import { addVary, isGuestRead } from './http-cache';

/** API answers this large or more are compressed; smaller ones go as they are (decision 0026). */
export const API_COMPRESS_FROM = 8 * 1024;
/** What guests read (cacheable by anyone) is compressed from this size. */
export const GUEST_COMPRESS_FROM = 1024;
/**
 * Brotli's quality: a signed-in answer is compressed for one reader, so the fastest level (a 9 KB
 * matching page 0.03 ms instead of 0.08, a 76 KB Members list 0.26 ms instead of 0.41, 10–40 %
 * larger); what guests read is compressed once for many by a shared cache, so it is worth more.
 */
const QUALITY = { api: 1, guest: 4 };

const ENCODINGS = ['br', 'gzip'];

const COMPRESSIBLE = /^(application\/(json|problem\+json|xml)|text\/)/i;

/**
 * Compression where it pays (decision 0026): an answer of API_COMPRESS_FROM or more (what guests
 * read, GUEST_COMPRESS_FROM) is compressed in one synchronous call, brotli (QUALITY) else gzip,
 * when the client accepts it. API answers are whole strings, so a stream and a thread-pool round
 * trip per answer (as @fastify/compress does) cost more than the compressing (decision 0036).
 * Streams (downloads) go as they are. Registered in the /api scope after the HTTP cache's hook, so
 * tags are worked out from the JSON text and a 304's empty body is left alone.
 */
export const compressAnswersPlugin = fp(async function compressAnswersPlugin(app: FastifyInstance) {
  app.addHook('onSend', (req, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    const guest = isGuestRead(req);
    const threshold = guest ? GUEST_COMPRESS_FROM : API_COMPRESS_FROM;
    const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
    if (size < threshold) return done(null, payload);
    if (
      reply.hasHeader('content-encoding') ||
      !COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))
    )
      return done(null, payload);
    addVary(reply, 'Accept-Encoding');
    const accepted = req.headers['accept-encoding'];
    const encoding = accepted ? negotiate(accepted, ENCODINGS) : null;
    if (!encoding) return done(null, payload);
    const body =
      encoding === 'br'
        ? zlib.brotliCompressSync(payload, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: guest ? QUALITY.guest : QUALITY.api,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
            },
          })
        : zlib.gzipSync(payload);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    done(null, body);
  });
});
