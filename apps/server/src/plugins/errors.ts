import type { FastifyInstance, FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MSG } from '@keh/contracts';
import { AppError } from '../lib/errors';
import { StorageUnavailableError } from '../lib/storage/storage';

/** PostgreSQL's codes for a server that is away: connection exceptions, shutting down, starting. */
const DB_AWAY_CODES = /^(08...|57P0[123]|53300)$/;
const NET_AWAY_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const DB_AWAY_TEXT =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended|the database system is (starting up|shutting down)/i;

/** A failure that says a backing service (database, storage) is away, not that the code is wrong. */
export function isUnavailable(err: unknown): boolean {
  if (err instanceof StorageUnavailableError) return true;
  for (
    let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    e = e.cause as typeof e, depth++
  ) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (DB_AWAY_CODES.test(code) || NET_AWAY_CODES.has(code)) return true;
    if (typeof e.message === 'string' && DB_AWAY_TEXT.test(e.message)) return true;
  }
  return false;
}

/** Turn the validator's issues into `{ field: [messages] }`, first message first. */
function fieldErrors(issues: { instancePath: string; message?: string }[]) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
    const message = issue.message ?? MSG.invalidData;
    if (!(errors[key] ??= []).includes(message)) errors[key].push(message);
  }
  return errors;
}

/** One error shape for every failure (docs/product/errors.md); a 5xx never leaks details. */
export const errorsPlugin = fp(async function errorsPlugin(app: FastifyInstance) {
  // A POST without a body still gets per-field messages rather than one "expected object".
  app.addHook('preValidation', async (req) => {
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    if (req.body == null && hasBody && (req.method !== 'DELETE' || req.routeOptions.schema?.body)) {
      req.body = {};
    }
  });

  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      return reply
        .code(err.statusCode)
        .send({ message: err.message, ...err.extra, ...(err.errors && { errors: err.errors }) });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      return reply.code(422).send({ message: MSG.invalidData, errors: fieldErrors(err.validation) });
    }
    const status = err.statusCode ?? 500;
    if (status === 429) return reply.code(429).send({ message: MSG.tooManyRequests });
    if (status >= 400 && status < 500) return reply.code(status).send({ message: err.message });
    if (isUnavailable(err)) {
      req.log.warn(
        { err: { message: err.message, code: (err as { code?: unknown }).code } },
        'service unavailable',
      );
      return reply.code(503).header('retry-after', '5').send({ message: MSG.generic });
    }
    req.log.error({ err }, 'request failed');
    return reply.code(500).send({ message: MSG.generic });
  });
});
