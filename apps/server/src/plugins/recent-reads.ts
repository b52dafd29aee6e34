import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';

const CHANNEL = 'keh_recent_reads';

/**
 * Across processes (decision 0021): with a PostgreSQL server, a write in one process makes every
 * other process forget its recent reads at once, through LISTEN/NOTIFY; the embedded database
 * has one process, so there is no one to tell.
 */
export const recentReadsSync = fp(async (app: FastifyInstance, opts: { databaseUrl: string | null }) => {
  if (!opts.databaseUrl) return;
  const me = `${process.pid}:${Math.random().toString(36).slice(2)}`;
  const client = new pg.Client({ connectionString: opts.databaseUrl });
  client.on('error', (err) => app.log.warn({ err }, 'recent reads: the notification connection failed'));
  client.on('notification', (n) => {
    if (n.channel === CHANNEL && n.payload !== me) app.recentReads.forget();
  });
  await client.connect();
  await client.query(`listen ${CHANNEL}`);
  app.decorate('tellOtherProcesses', () => {
    client.query('select pg_notify($1, $2)', [CHANNEL, me]).catch((err: Error) => {
      app.log.warn({ err }, 'recent reads: could not tell the other processes');
    });
  });
  app.addHook('onClose', async () => {
    await client.end().catch(() => undefined);
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    /** Present with a PostgreSQL server: other processes forget their recent reads. */
    tellOtherProcesses?: () => void;
  }
}
