import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { MISSED_BY, SESSION_STATUSES } from '@keh/contracts';
import { users } from './users';
import { mentorings } from './mentoring';

const at = (name: string) => timestamp(name, { withTimezone: true });
const person = (name: string) =>
  integer(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A time offered for a session (Unix seconds UTC, length in minutes). */
export interface SlotValue {
  start: number;
  duration_minutes: number;
}
/** What was agreed in a session; an item with a milestone became that task. */
export interface ActionItemValue {
  title: string;
  milestone_id: number | null;
  task_id: number | null;
}

/**
 * A meeting of a mentoring pair (issue 32): proposed with up to three times, accepted (one time
 * agreed, an invitation sent), then held or missed, or cancelled. The pair's two people are kept on
 * the row so their overlapping sessions and calendar feeds are found without the mentoring's table.
 */
export const mentoringSessions = pgTable(
  'mentoring_sessions',
  {
    id: serial('id').primaryKey(),
    mentoringId: integer('mentoring_id')
      .notNull()
      .references(() => mentorings.id, { onDelete: 'cascade' }),
    mentorId: person('mentor_id'),
    menteeId: person('mentee_id'),
    proposedBy: person('proposed_by'),
    status: text('status', { enum: SESSION_STATUSES }).notNull().default('proposed'),
    slots: jsonb('slots').$type<SlotValue[]>().notNull(),
    /** The agreed start once accepted; while proposed, the first time offered. */
    startsAt: at('starts_at').notNull(),
    durationMinutes: smallint('duration_minutes').notNull(),
    location: text('location'),
    videoUrl: text('video_url'),
    agenda: text('agenda'),
    milestoneIds: jsonb('milestone_ids').$type<number[]>().notNull().default([]),
    /** The iCalendar SEQUENCE: raised by every change sent to calendars. */
    sequence: integer('sequence').notNull().default(0),
    cancelReason: text('cancel_reason'),
    cancelledBy: integer('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    missedBy: text('missed_by', { enum: MISSED_BY }),
    actualMinutes: smallint('actual_minutes'),
    notes: text('notes'),
    actionItems: jsonb('action_items').$type<ActionItemValue[]>().notNull().default([]),
    loggedBy: integer('logged_by').references(() => users.id, { onDelete: 'set null' }),
    loggedAt: at('logged_at'),
    /** When each reminder was queued (each at most once). */
    remindedDayAt: at('reminded_day_at'),
    remindedHourAt: at('reminded_hour_at'),
    remindedLogAt: at('reminded_log_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('mentoring_sessions_mentoring_idx').on(t.mentoringId, t.startsAt),
    index('mentoring_sessions_mentor_idx').on(t.mentorId, t.status, t.startsAt),
    index('mentoring_sessions_mentee_idx').on(t.menteeId, t.status, t.startsAt),
    index('mentoring_sessions_status_idx').on(t.status, t.startsAt),
  ],
);

/** One person's answer to "How useful was this session?" (one per person and session). */
export const sessionFeedback = pgTable(
  'session_feedback',
  {
    sessionId: integer('session_id')
      .notNull()
      .references(() => mentoringSessions.id, { onDelete: 'cascade' }),
    userId: person('user_id'),
    score: smallint('score').notNull(),
    comment: text('comment'),
    privateNote: text('private_note'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.userId] }), index('session_feedback_user_idx').on(t.userId)],
);

/** A person's private calendar feed: only the SHA-256 of its secret is kept; reset replaces it. */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretHash: text('secret_hash').notNull().unique(),
  /** Random; the secret is derived from it with the server's key, so the database alone cannot tell it. */
  nonce: text('nonce').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

export type SessionRow = typeof mentoringSessions.$inferSelect;
