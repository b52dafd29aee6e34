import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

/**
 * Per-IP limits for what can be abused, counted in the database when it is PostgreSQL (so every
 * process shares one budget per client). Per-address limits on codes live in the OTP service
 * (in the database too).
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

type Hit = (key: string, windowMs: number) => Promise<{ current: number; ttl: number }>;

/**
 * A store for @fastify/rate-limit that counts in the database (`hit`), so several server processes
 * enforce one budget per client. Keys are the route and the client's address.
 */
function sharedStore(hit: Hit): FastifyRateLimitStoreCtor {
  const store = (prefix: string): FastifyRateLimitStore => ({
    incr(key, cb, windowMs) {
      hit(`${prefix}${key}`, windowMs).then(
        (res) => cb(null, res),
        (err: Error) => cb(err),
      );
    },
    // At run time the plugin passes the route's merged limit options, which name the route.
    child(options) {
      const { method = '', url = '' } =
        (options as unknown as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {};
      return store(`${[method].flat().join(',')} ${url}|`);
    },
  });
  return function SharedStore() {
    return store('');
  } as unknown as FastifyRateLimitStoreCtor;
}

export interface RateLimitOptions {
  demo: boolean;
  /** Count in the database (several processes); unset, each process counts in its memory. */
  hit?: Hit;
}

export const rateLimitPlugin = fp(async function rateLimitPlugin(
  app: FastifyInstance,
  opts: RateLimitOptions,
) {
  await app.register(rateLimit, {
    global: false,
    allowList: (req) => isExemptClient(opts.demo, req.ip),
    ...(opts.hit && { store: sharedStore(opts.hit) }),
  });
});
