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
  /** Every search and filtered list (captain search today; articles, events, chat search to come). */
  searchPerIp: { max: 60, timeWindow: '1 minute' },
  /** Posting in a feed or a chat. */
  postPerIp: { max: 60, timeWindow: '1 minute' },
  /** Plan writes that can mail the Member: milestones (with their tasks) and templates made, attached. */
  planWritePerIp: { max: 30, timeWindow: '1 minute' },
} as const;

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * In demo mode only, clients on this machine (local development, the e2e suites) are not
 * throttled. Never otherwise: behind a proxy without TRUST_PROXY every client looks local.
 */
export const isExemptClient = (demo: boolean, ip: string) => demo && LOOPBACK.has(ip);

export const rateLimitPlugin = fp(async (app: FastifyInstance, opts: { demo: boolean }) => {
  await app.register(rateLimit, {
    global: false,
    allowList: (req) => isExemptClient(opts.demo, req.ip),
  });
});
