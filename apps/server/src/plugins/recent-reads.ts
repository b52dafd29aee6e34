import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';

const CHANNEL = 'keh_recent_reads';
const JSON_TYPE = 'application/json; charset=utf-8';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A GET whose answer depends only on who asks and the URL (a list): its answer is remembered
     * for a few seconds and forgotten at any write (decision 0021). Only for JSON answers that set
     * no headers of their own.
     */
    remember?: boolean;
    /** A GET that changes something (marks a conversation read, signs a person in): counts as a write. */
    writes?: boolean;
  }
  interface FastifyInstance {
    /** Something changed: forget every recent read here and in the other processes. */
    wrote(): void;
  }
  interface FastifyRequest {
    /** The recent reads' mark taken as a remembered GET began (see RecentReads.mark). */
    recentMark: number;
  }
}

const keyOf = (req: FastifyRequest) => `answer:${req.user?.id ?? 0}:${req.url}`;

/**
 * Remembered answers and forgetting (decision 0021). Registered after the auth plugin, so a
 * remembered answer is looked up only once the caller is known and allowed. Any request other than
 * GET/HEAD, and any GET declaring `writes`, forgets everything as its answer is sent. With a
 * PostgreSQL server a write in one process makes every other process forget at once, through
 * LISTEN/NOTIFY; the embedded database has one process, so there is no one to tell.
 */
export const recentReadsPlugin = fp(async (app: FastifyInstance, opts: { databaseUrl: string | null }) => {
  const reads = app.recentReads;
  let tellOthers = () => undefined as void;
  if (opts.databaseUrl) {
    const me = `${process.pid}:${Math.random().toString(36).slice(2)}`;
    const client = new pg.Client({ connectionString: opts.databaseUrl });
    client.on('error', (err) => app.log.warn({ err }, 'recent reads: the notification connection failed'));
    client.on('notification', (n) => {
      if (n.channel === CHANNEL && n.payload !== me) reads.forget();
    });
    await client.connect();
    await client.query(`listen ${CHANNEL}`);
    tellOthers = () => {
      client.query('select pg_notify($1, $2)', [CHANNEL, me]).catch((err: Error) => {
        app.log.warn({ err }, 'recent reads: could not tell the other processes');
      });
    };
    app.addHook('onClose', async () => {
      await client.end().catch(() => undefined);
    });
  }
  app.decorate('wrote', () => {
    reads.forget();
    tellOthers();
  });

  app.decorateRequest('recentMark', -1);
  const answerKept: onRequestAsyncHookHandler = async (req, reply) => {
    if (req.method !== 'GET') return;
    const kept = reads.recall(keyOf(req));
    if (kept !== undefined) return reply.header('content-type', JSON_TYPE).send(kept);
    req.recentMark = reads.mark();
  };
  // On the route itself, after the hooks other plugins put there before (the rate limit counts a
  // remembered answer too); the caller is known by then (the auth plugin's hook is the app's own).
  app.addHook('onRoute', (route) => {
    if (route.config?.remember !== true) return;
    route.onRequest = [route.onRequest ?? []].flat().concat(answerKept);
  });
  // Runs before the /api scope's compression (a route's own onSend hooks come after these).
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') app.wrote();
    else if (req.routeOptions.config?.writes) app.wrote();
    else if (req.recentMark >= 0 && reply.statusCode === 200 && typeof payload === 'string')
      reads.keep(keyOf(req), payload, req.recentMark);
  });
});
