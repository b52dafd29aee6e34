import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers for these options, worked out once: helmet is a connect middleware that only
 * sets (and removes) fixed headers, so it runs here against a recording response and its headers
 * are then copied onto every reply. (@fastify/helmet builds the middleware again on every request:
 * 7 % of the server's CPU on its cheapest route.)
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failed: unknown;
  helmet(options)({} as never, res as never, (err?: unknown) => {
    failed = err;
  });
  if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
  return headers;
}

/** The security headers on every answer (API, web app, files, 404s); a route may set its own after. */
export const securityHeaders = fp(async function securityHeaders(app: FastifyInstance, opts: HelmetOptions) {
  const headers = helmetHeaders(opts);
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
});
