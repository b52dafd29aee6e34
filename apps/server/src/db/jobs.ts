import { sql } from 'drizzle-orm';
import { PgBoss, fromDrizzle, type DrizzleTransactionLike, type Queue, type SendOptions } from 'pg-boss';
import type { Database, DbOrTx } from './client';

/**
 * The durable job queue (decision 0023): pg-boss in the application's own database, PostgreSQL or
 * the embedded PGlite. A job is enqueued through the caller's connection, so inside a transaction
 * it exists only if the transaction commits. Each job goes to one worker of one process (rows are
 * claimed with SKIP LOCKED); NOTIFY wakes the workers the moment a job commits.
 */
export interface Jobs {
  /** Enqueue through `db`: a transaction's job appears at its commit, or never. */
  send(db: DbOrTx, queue: string, data: object, options?: SendOptions): Promise<string | null>;
  /** Enqueue many jobs of one queue in one statement, through `db` like `send`. */
  sendMany(db: DbOrTx, queue: string, data: object[]): Promise<void>;
  /** Creates (or keeps) a queue; `notify` queues wake their workers at once. */
  queue(name: string, options?: Omit<Queue, 'name'>): Promise<void>;
  /** Jobs of `queue` due now and not finished (waiting, to be retried, or running). */
  pending(queue: string): Promise<number>;
  /** Per queue: jobs not finished (waiting, retrying, running) and jobs given up on. */
  stats(): Promise<{ queue: string; pending: number; failed: number }[]>;
  boss: PgBoss;
  stop(): Promise<void>;
}

export interface JobsOptions {
  /** What pg-boss reports going wrong in the background (a lost connection, a failed sweep). */
  onError: (err: Error) => void;
}

export async function startJobs(database: Database, opts: JobsOptions): Promise<Jobs> {
  const boss = new PgBoss({
    ...database.jobs,
    useListenNotify: true,
    // Housekeeping once a minute is plenty at this size; pg-boss coordinates it across processes.
    superviseIntervalSeconds: 60,
    // Telemetry stays a no-op without an OpenTelemetry SDK; the instance registry is not needed.
  });
  boss.on('error', opts.onError);
  await boss.start();
  return {
    boss,
    send: (db, queue, data, options = {}) =>
      // Both drivers' `execute` answer `{ rows }`; drizzle's types do not say so for the union.
      boss.send(queue, data, { ...options, db: fromDrizzle(db as DrizzleTransactionLike, sql) }),
    async sendMany(db, queue, data) {
      if (data.length)
        await boss.insert(
          queue,
          data.map((d) => ({ data: d })),
          { db: fromDrizzle(db as DrizzleTransactionLike, sql) },
        );
    },
    queue: (name, options = {}) => boss.createQueue(name, options),
    async pending(queue) {
      const result = await database.db.execute(
        sql`select count(*)::int as n from pgboss.job
            where name = ${queue} and state < 'completed' and start_after <= now()`,
      );
      return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
    },
    async stats() {
      const result = await database.db.execute(
        sql`select name as queue,
                   count(*) filter (where state < 'completed')::int as pending,
                   count(*) filter (where state = 'failed')::int as failed
            from pgboss.job group by name`,
      );
      return (result as unknown as { rows: { queue: string; pending: number; failed: number }[] }).rows;
    },
    stop: () => boss.stop({ graceful: true, timeout: 5_000 }),
  };
}
