import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { REPORT_REASONS, REPORT_STATUSES, REPORT_TARGET_TYPES, type ReportSnapshot } from '@keh/contracts';
import { users } from './users';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A report (issue 33): who reported what, why, and the content as it was then (`snapshot`), so staff
 * judge what was reported even if it changed or went. `reportedUserId` is the person whose content
 * (or profile) it is. `status` says what staff did; `resolvedBy`/`resolvedAt` who and when.
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportedUserId: integer('reported_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type', { enum: REPORT_TARGET_TYPES }).notNull(),
    targetId: integer('target_id').notNull(),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    text: text('text'),
    snapshot: jsonb('snapshot').$type<ReportSnapshot>().notNull(),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    resolvedById: integer('resolved_by_id').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('reports_status_idx').on(t.status, t.createdAt),
    index('reports_target_idx').on(t.targetType, t.targetId),
  ],
);

/**
 * A block (issue 33): `blockerId` blocked `blockedId`. It works both ways (the rule and its SQL twin:
 * modules/users/blocks.ts); only the blocker can undo it.
 */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('user_blocks_blocked_idx').on(t.blockedId),
  ],
);
