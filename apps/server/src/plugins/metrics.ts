import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFound, unauthenticated } from '../lib/errors';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface MetricsOptions {
  /** The bearer token `GET /metrics` asks for; null: the route answers 404. */
  token: string | null;
  /** The database pool's connections (PostgreSQL); null for the embedded database. */
  poolStats: (() => { total: number; idle: number; waiting: number }) | null;
  /** Jobs waiting or running, and failed, per queue (the job queue's own table). */
  queueStats: () => Promise<{ queue: string; pending: number; failed: number }[]>;
  /** Sockets connected to this process. */
  sockets: () => number;
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * Prometheus metrics of this process (prom-client, its own registry so several apps in one test
 * process do not share counters): request duration by route and status, the database pool, the
 * job queue, sockets, and Node's defaults (event-loop lag, heap, CPU). Only with the bearer token.
 */
export const metricsPlugin = fp(async function metricsPlugin(app: FastifyInstance, opts: MetricsOptions) {
  const register = new Registry();
  collectDefaultMetrics({ register, eventLoopMonitoringPrecision: 20 });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [register],
  });
  const requests5xx = new Counter({
    name: 'http_server_errors_total',
    help: 'Answers with a 5xx status',
    labelNames: ['status'] as const,
    registers: [register],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections by state (in_use, idle, waiting for one)',
    labelNames: ['state'] as const,
    registers: [register],
    collect() {
      const s = opts.poolStats?.();
      if (!s) return;
      this.set({ state: 'in_use' }, s.total - s.idle);
      this.set({ state: 'idle' }, s.idle);
      this.set({ state: 'waiting' }, s.waiting);
    },
  });
  new Gauge({
    name: 'job_queue_jobs',
    help: 'Jobs by queue and state (pending: waiting, retrying or running; failed: given up)',
    labelNames: ['queue', 'state'] as const,
    registers: [register],
    async collect() {
      this.reset();
      for (const q of await opts.queueStats().catch(() => [])) {
        this.set({ queue: q.queue, state: 'pending' }, q.pending);
        this.set({ queue: q.queue, state: 'failed' }, q.failed);
      }
    },
  });
  new Gauge({
    name: 'socketio_connected_sockets',
    help: 'Socket.IO connections to this process',
    registers: [register],
    collect() {
      this.set(opts.sockets());
    },
  });

  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? 'unknown';
    if (route === '/metrics') return;
    duration.observe(
      { method: req.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    if (reply.statusCode >= 500) requests5xx.inc({ status: String(reply.statusCode) });
  });

  const expected = opts.token ? digest(`Bearer ${opts.token}`) : null;
  app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
    if (!expected) throw notFound();
    if (!timingSafeEqual(digest(req.headers.authorization ?? ''), expected)) throw unauthenticated();
    return reply.type(register.contentType).send(await register.metrics());
  });
});
