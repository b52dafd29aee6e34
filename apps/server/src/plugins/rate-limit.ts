import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';

/**
 * Per-IP limits for what can be abused. Per-address limits on codes live in the OTP service
 * (in the database, so several processes share them).
 */
export const limit = {
  otpPerIp: { max: 60, timeWindow: '10 minutes' },
  confirmPerIp: { max: 60, timeWindow: '10 minutes' },
  loginPerIp: { max: 30, timeWindow: '1 minute' },
  lookupPerIp: { max: 60, timeWindow: '1 minute' },
  questionPerIp: { max: 10, timeWindow: '1 hour' },
} as const;

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Outside production, clients on this machine (local development, the e2e suites) are not throttled. */
export const isExemptClient = (production: boolean, ip: string) => !production && LOOPBACK.has(ip);

export const rateLimitPlugin = fp(async (app: FastifyInstance, opts: { production: boolean }) => {
  await app.register(rateLimit, {
    global: false,
    allowList: (req) => isExemptClient(opts.production, req.ip),
  });
});
