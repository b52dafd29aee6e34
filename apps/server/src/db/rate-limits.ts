import { lt, sql } from 'drizzle-orm';
import type { Db } from './client';
import type { Jobs } from './jobs';
import { rateLimits } from './schema';

export interface RateLimitHit {
  /** Hits in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/**
 * Counters in the database, so every process counts against one budget: a hit is one atomic
 * upsert that starts a new window when the old one has ended.
 */
export const rateLimitCounters = (db: Db) => ({
  async hit(key: string, windowMs: number): Promise<RateLimitHit> {
    const window = sql`make_interval(secs => ${windowMs / 1000})`;
    const [row] = await db
      .insert(rateLimits)
      .values({ key, hits: 1, resetAt: sql`now() + ${window}` })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.hits} + 1 end`,
          resetAt: sql`case when ${rateLimits.resetAt} <= now() then now() + ${window} else ${rateLimits.resetAt} end`,
        },
      })
      .returning({
        current: rateLimits.hits,
        ttl: sql<number>`greatest(0, ceil(extract(epoch from ${rateLimits.resetAt} - now()) * 1000))::int`,
      });
    return row!;
  },
  /** Counters whose window ended (a sweep). */
  sweep: () => db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now() - interval '1 hour'`)),
});

const SWEEP_QUEUE = 'rate-limit-sweep';

/** Hourly, once across processes (the job queue's schedule): counters whose window ended go. */
export async function scheduleRateLimitSweep(jobs: Jobs, db: Db) {
  await jobs.queue(SWEEP_QUEUE, { policy: 'stately', retryLimit: 1 });
  await jobs.boss.work(SWEEP_QUEUE, async () => {
    await rateLimitCounters(db).sweep();
  });
  await jobs.boss.schedule(SWEEP_QUEUE, '17 * * * *');
}
