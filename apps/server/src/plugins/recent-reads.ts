import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import type { Changes } from '../db/changes';
import type { Notes } from '../lib/recent-reads';

const CHANNEL = 'keh_recent_reads';
const JSON_TYPE = 'application/json; charset=utf-8';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A GET whose answer depends only on who asks and the URL (a list): its answer is remembered
     * for a few seconds and forgotten when a table it was read from changes (decision 0021). Only
     * for JSON answers that set no headers of their own.
     */
    remember?: boolean;
  }
  interface FastifyRequest {
    /** What a GET has read (see RecentReads.noting); null on other requests. */
    recentNotes: Notes | null;
  }
}

const keyOf = (req: FastifyRequest) => `answer:${req.user?.id ?? 0}:${req.url}`;

/**
 * Registered before the auth plugin: every GET runs inside notes of what it reads (decision 0021),
 * from the session lookup on. A remembered answer or a remembered profile built from the person's
 * row then depends on the tables that row came from.
 */
export const recentReadsNotes = fp(async (app: FastifyInstance) => {
  app.decorateRequest('recentNotes', null);
  app.addHook('onRequest', (req, _reply, done) => {
    if (req.method !== 'GET') return done();
    app.recentReads.noting((notes) => {
      req.recentNotes = notes; // before the rest of the request runs (it may run at once)
      done();
    });
  });
});

/**
 * Remembered answers and forgetting (decision 0021). Registered after the auth plugin, so a
 * remembered answer is looked up only once the caller is known and allowed. The database reports
 * what each statement reads (noted on the read under way) and which tables each committed write
 * changed (their answers are forgotten). With a PostgreSQL server the changed tables are also sent
 * to every other process through LISTEN/NOTIFY; the embedded database has one process.
 */
export const recentReadsPlugin = fp(
  async (app: FastifyInstance, opts: { databaseUrl: string | null; changes: Changes }) => {
    const reads = app.recentReads;
    let tellOthers = (_tables: readonly string[]) => undefined as void;
    if (opts.databaseUrl) {
      const me = `${process.pid}:${Math.random().toString(36).slice(2)}`;
      const client = new pg.Client({ connectionString: opts.databaseUrl });
      client.on('error', (err) => app.log.warn({ err }, 'recent reads: the notification connection failed'));
      client.on('notification', (n) => {
        if (n.channel !== CHANNEL || !n.payload) return;
        const [from, tables = ''] = n.payload.split(' ');
        if (from !== me) reads.changed(tables.split(',').filter(Boolean));
      });
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      // The tables changed in one turn of the event loop go out in one notification, one at a time
      // on this connection: what changes while one is on its way goes out in the next.
      let waiting: Set<string> | null = null;
      let sending = false;
      const send = () => {
        if (sending || !waiting) return;
        const payload = `${me} ${[...waiting].join(',')}`;
        waiting = null;
        sending = true;
        client
          .query('select pg_notify($1, $2)', [CHANNEL, payload])
          .catch((err: Error) => app.log.warn({ err }, 'recent reads: could not tell the other processes'))
          .finally(() => {
            sending = false;
            send();
          });
      };
      tellOthers = (tables) => {
        if (!waiting) setImmediate(send);
        waiting ??= new Set();
        for (const t of tables) waiting.add(t);
      };
      app.addHook('onClose', async () => {
        await client.end().catch(() => undefined);
      });
    }
    const stop = opts.changes.listen({
      statement: (s) => reads.read(s.reads, s.foreign),
      changed(tables) {
        reads.changed(tables);
        tellOthers(tables);
      },
    });
    app.addHook('onClose', async () => {
      stop();
    });

    const answerKept: onRequestHookHandler = (req, reply, done) => {
      const kept = req.recentNotes && reads.recall(keyOf(req));
      if (!kept) return done();
      req.recentNotes = null; // already kept, with what it was read from
      reply.header('content-type', JSON_TYPE).send(kept);
    };
    // On the route itself, after the hooks other plugins put there before (the rate limit counts a
    // remembered answer too); the caller is known by then (the auth plugin's hook is the app's own).
    app.addHook('onRoute', (route) => {
      if (route.config?.remember !== true) return;
      route.onRequest = [route.onRequest ?? []].flat().concat(answerKept);
    });
    // Runs before the /api scope's compression (a route's own onSend hooks come after these).
    app.addHook('onSend', async (req, reply, payload) => {
      if (
        req.recentNotes &&
        req.routeOptions.config?.remember &&
        reply.statusCode === 200 &&
        typeof payload === 'string'
      )
        reads.keep(keyOf(req), payload, req.recentNotes);
    });
  },
);
