import { sql, type SQLWrapper } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An event's time as a range, start to end, both included (an end before the start counts as the
 * start alone). A day's events are the spans that overlap the day: one GiST index lookup, where a
 * start index and an end index each match every event before, or after, the day (issue 27).
 */
export const eventSpanSql = (startsAt: SQLWrapper, endsAt: SQLWrapper) =>
  sql`tstzrange(${startsAt}, greatest(${startsAt}, ${endsAt}), '[]')`;

/** An event a captain runs (docs/product/entities.md): public, or private for the Members assigned to it. */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    address: text('address').notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    isPrivate: boolean('is_private').notNull().default(false),
    /** Public URL of the re-encoded photo. */
    photo: text('photo'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('events_starts_idx').on(t.startsAt),
    index('events_span_idx').using('gist', eventSpanSql(t.startsAt, t.endsAt)),
    index('events_ends_idx').on(t.endsAt),
    index('events_owner_idx').on(t.ownerId),
  ],
);

/** The Members a private event is for. */
export const eventMembers = pgTable(
  'event_members',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.memberId] }), index('event_members_member_idx').on(t.memberId)],
);

export type EventRow = typeof events.$inferSelect;
