import type { FastifyInstance, FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MSG } from '@keh/contracts';
import { AppError } from '../lib/errors';

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

/** One error shape for every failure (DESIGN.md section 4); a 5xx never leaks details. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
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
    req.log.error({ err }, 'request failed');
    return reply.code(500).send({ message: MSG.generic });
  });
});
