import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { AUDIT_ACTIONS } from '@keh/contracts';
import { users } from './users';

/** Every staff action (issue 14): who, what, when, on whom; readable by admins. */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    targetType: text('target_type', { enum: ['user', 'article'] }).notNull(),
    targetId: integer('target_id').notNull(),
    /** The target's name or title when it happened (it may change or go later). */
    targetLabel: text('target_label').notNull(),
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staff_audit_log_created_idx').on(t.createdAt),
    index('staff_audit_log_action_idx').on(t.action),
  ],
);
