import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { ALL_END_REASONS, REQUEST_STATUSES } from '@keh/contracts';

const person = (name: string) =>
  integer(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A Member asks a Business Captain for mentoring (docs/product/states.md: request states). */
export const mentoringRequests = pgTable(
  'mentoring_requests',
  {
    id: serial('id').primaryKey(),
    menteeId: person('mentee_id'),
    mentorId: person('mentor_id'),
    status: text('status', { enum: REQUEST_STATUSES }).notNull().default('pending'),
    /** The captain's optional words on declining, shown to the Member (decision 0027). */
    declineReason: text('decline_reason'),
    /** Reminders the captain has had about this open request (issue 33: at 3 and 10 of 14 days). */
    remindersSent: integer('reminders_sent').notNull().default(0),
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
    /** Why it ended (issue 33); null for pairs ended before reasons were kept. */
    endReason: text('end_reason', { enum: ALL_END_REASONS }),
    endNote: text('end_note'),
    /** Who ended it; null: the server (a block, a closed account) or a deleted account. */
    endedBy: integer('ended_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('mentorings_mentor_idx').on(t.mentorId),
    // A Member's past pairs (the not-a-fit captains matching leaves out, issue 33).
    index('mentorings_mentee_idx').on(t.menteeId),
    uniqueIndex('mentorings_one_active_per_mentee')
      .on(t.menteeId)
      .where(sql`ended_at is null`),
  ],
);

/**
 * Facts about each active captain that matching reads on every list request, kept current by
 * database triggers (migration 0005) whenever a captain's row, skills, specialisms, experience
 * or mentorings change. Raw facts only (ids, places, days): the scoring lives in the server.
 */
export const captainFeatures = pgTable('captain_features', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  location: text('location'),
  town: text('town'),
  county: text('county'),
  sectorId: integer('sector_id'),
  specIds: integer('spec_ids').array().notNull(),
  skillIds: integer('skill_ids').array().notNull(),
  categoryIds: integer('category_ids').array().notNull(),
  /** The same ids as bits (ids 1–62; see id_mask in migration 0021), for a cheap ranking. */
  specMask: bigint('spec_mask', { mode: 'bigint' }).generatedAlwaysAs(sql`id_mask(spec_ids)`),
  skillMask: bigint('skill_mask', { mode: 'bigint' }).generatedAlwaysAs(sql`id_mask(skill_ids)`),
  categoryMask: bigint('category_mask', { mode: 'bigint' }).generatedAlwaysAs(sql`id_mask(category_ids)`),
  finishedDays: integer('finished_days').notNull(),
  /** Current roles: how many, and the sum of their start dates as days since 1970-01-01. */
  currentCount: integer('current_count').notNull().default(0),
  currentStartDays: integer('current_start_days').notNull().default(0),
  active: integer('active').notNull(),
  menteesLimit: integer('mentees_limit').notNull(),
  disabled: boolean('disabled').notNull(),
});

/**
 * How many rows `captain_features` holds, kept by a trigger on its inserts and deletes (migration
 * 0041): matching's unfiltered count is this less the captains the viewer may not see, two index
 * probes instead of a pass over every captain (decision 0043). One row.
 */
export const captainCount = pgTable(
  'captain_count',
  {
    one: boolean('one').primaryKey().default(true),
    n: integer('n').notNull(),
  },
  (t) => [check('captain_count_one_row', sql`${t.one}`)],
);
