import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * An account due to be erased (issue 31): asked for by its owner (erased at `deleteAt`, after the
 * grace period, unless cancelled) or by staff (at once, with a reason). The row goes when the
 * erasure is done or the owner cancels; the erasure job does nothing without it.
 */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    deleteAt: timestamp('delete_at', { withTimezone: true }).notNull(),
    /** A captain's choice: their published articles stay, under "Former captain". */
    keepArticles: boolean('keep_articles').notNull().default(false),
    /** The staff member who asked (Erase now); null when the person asked. */
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
  },
  (t) => [index('account_deletions_due_idx').on(t.deleteAt)],
);
