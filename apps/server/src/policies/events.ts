import { eq, exists, not, or, sql, type SQL } from 'drizzle-orm';
import { events } from '../db/schema';
import type { ViewerId } from './viewer';

/** The facts of an event its policies read. */
export interface EventFacts {
  isPrivate: boolean;
  ownerId: number;
  /** The Members a private event is for. */
  memberIds: readonly number[];
}

/**
 * Who may see an event (docs/product (validation and permissions)): a public one, everyone signed
 * in; a private one, its captain and the Members assigned to it. `canReadEvent` and its SQL twin
 * `readableEventSql` stand side by side (policies/events.test.ts checks they agree).
 */
export const canReadEvent = (viewer: ViewerId, e: EventFacts): boolean =>
  !!viewer && (!e.isPrivate || e.ownerId === viewer.id || e.memberIds.includes(viewer.id));

/**
 * The twin of `canReadEvent` over the `events` table, for the queries that list events. The
 * viewer's id may be a placeholder (a query built once, decision 0039).
 */
export const readableEventSql = (viewer: ViewerId | { id: SQL }): SQL =>
  viewer
    ? or(
        not(events.isPrivate),
        eq(events.ownerId, viewer.id),
        exists(
          sql`(select 1 from event_members m where m.event_id = "events"."id" and m.member_id = ${viewer.id})`,
        ),
      )!
    : sql`false`;

/** Only the captain who made an event edits or deletes it, and sees whom it invites. */
export const canEditEvent = (viewer: ViewerId, e: Pick<EventFacts, 'ownerId'>): boolean =>
  !!viewer && e.ownerId === viewer.id;
