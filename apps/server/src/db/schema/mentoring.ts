import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

const person = (name: string) =>
  integer(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A Member asks a Business Captain for mentoring (spec section 4: request states). */
export const mentoringRequests = pgTable(
  'mentoring_requests',
  {
    id: serial('id').primaryKey(),
    menteeId: person('mentee_id'),
    mentorId: person('mentor_id'),
    status: text('status', { enum: ['pending', 'accepted', 'canceled_by_mentee', 'cancelled_by_mentor'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mentoring_requests_mentor_idx').on(t.mentorId, t.status),
    index('mentoring_requests_mentee_idx').on(t.menteeId, t.status),
    // One open request per pair.
    uniqueIndex('mentoring_requests_one_open')
      .on(t.menteeId, t.mentorId)
      .where(sql`status = 'pending'`),
  ],
);

/** An accepted request becomes a mentoring; a Member has at most one active one. */
export const mentorings = pgTable(
  'mentorings',
  {
    id: serial('id').primaryKey(),
    mentorId: person('mentor_id'),
    menteeId: person('mentee_id'),
    requestId: integer('request_id').references(() => mentoringRequests.id, { onDelete: 'set null' }),
    mentoringName: text('mentoring_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('mentorings_mentor_idx').on(t.mentorId),
    uniqueIndex('mentorings_one_active_per_mentee')
      .on(t.menteeId)
      .where(sql`ended_at is null`),
  ],
);
