import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Per-client request counters of the rate-limited routes (decision 0006), shared by every server
 * process: one row per route and client, counting hits until `reset_at`.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
