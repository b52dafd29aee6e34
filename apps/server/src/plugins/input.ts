import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { MSG } from '@keh/contracts';
import { AppError, invalid } from '../lib/errors';

/**
 * Multipart limits for every route that does not set its own (`config.multipart`). Most files are
 * at most 1 MB (docs/product/validation.md); each route's own size rule is checked again by the upload helpers.
 */
export const MULTIPART_LIMITS = { fileSize: 1_000_000, files: 4, fields: 200, parts: 250 } as const;
export type MultipartLimits = { fileSize: number; files: number; fieldSize?: number };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Larger multipart limits for this route (article images: 15 MB). */
    multipart?: MultipartLimits;
  }
}

/**
 * Reads a multipart body into `{ name: value }` (a repeated name becomes a list). A file part
 * becomes its bytes and a text part a string, so only a real file part can fill a file field
 * (contracts' fileSchema). A body that cannot be read is a 400 (or the parser's 413), never a 500.
 */
async function readMultipart(req: FastifyRequest) {
  const body: Record<string, unknown> = {};
  const add = (name: string, value: unknown) => {
    const prev = body[name];
    body[name] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
  };
  try {
    const own = req.routeOptions.config?.multipart;
    for await (const part of req.parts(own ? { limits: { ...MULTIPART_LIMITS, ...own } } : undefined)) {
      add(part.fieldname, part.type === 'file' ? await part.toBuffer() : part.value);
    }
  } catch (err) {
    const status = (err as { statusCode?: number }).statusCode;
    if (status === 413) throw new AppError(413, MSG.fileTooLarge);
    throw new AppError(400, MSG.malformedBody);
  }
  return body;
}

/**
 * The first field (as a dotted path) whose text holds a NUL character, which PostgreSQL text
 * cannot store. Walks with its own stack: a body nested 100,000 deep must not overflow ours.
 */
function findNul(root: unknown): string | null {
  const stack: [unknown, string][] = [[root, '']];
  while (stack.length) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
    } else if (value !== null && typeof value === 'object' && !(value instanceof Uint8Array)) {
      for (const [key, v] of Object.entries(value)) stack.push([v, path ? `${path}.${key}` : key]);
    }
  }
  return null;
}

/** How requests are read: JSON (Fastify), form-encoded, multipart; no NUL in any text. */
export const inputPlugin = fp(async function inputPlugin(app: FastifyInstance) {
  await app.register(formbody);
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  app.addHook('preValidation', async (req) => {
    if (req.isMultipart()) req.body = await readMultipart(req);
    for (const part of [req.params, req.query, req.body]) {
      const field = findNul(part);
      if (field !== null) throw invalid({ [field || 'body']: MSG.invalidCharacter });
    }
  });
});
