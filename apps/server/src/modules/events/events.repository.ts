import { and, asc, desc, eq, exists, gte, inArray, lt, not, or, sql } from 'drizzle-orm';
import type { EventFilter } from '@keh/contracts';
import type { DbOrTx } from '../../db/client';
import { NAMED_BY_TEXT, param, preparedQuery, preparedShapes } from '../../db/prepared';
import { eventMembers, events, eventSpanSql } from '../../db/schema';
import { readableEventSql } from '../../policies/events';
import { people, peopleAs } from '../users/users.read-model';

export interface EventValues {
  title: string;
  description: string;
  address: string;
  startsAt: Date;
  endsAt: Date;
  isPrivate: boolean;
  photo: string | null;
}

const columns = {
  id: events.id,
  ownerId: events.ownerId,
  title: events.title,
  description: events.description,
  address: events.address,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  isPrivate: events.isPrivate,
  photo: events.photo,
  ownerFirstName: people.firstName,
  ownerLastName: people.lastName,
  ownerAvatar: people.avatar,
};

/** An assigned Member as an event's cards show them. */
export interface EventMemberRow {
  eventId: number;
  id: number;
  firstName: string;
  lastName: string;
  avatar: string | null;
  email: string;
}

/**
 * An event with its owner and its assigned Members (in `members`' order), which the event's page
 * reads to decide who may see it: one statement, built once (decision 0039).
 */
const withMembersQuery = preparedQuery(
  (db, name) =>
    db
      .select({
        ...columns,
        members: sql<EventMemberRow[]>`(select coalesce(json_agg(json_build_object('eventId', m.event_id,
          'id', u.id, 'firstName', u.first_name, 'lastName', u.last_name, 'avatar', u.avatar, 'email', u.email)
          order by u.first_name, u.last_name), '[]'::json)
          from event_members m join ${peopleAs('u')} on u.id = m.member_id where m.event_id = ${events.id})`,
      })
      .from(events)
      .innerJoin(people, eq(people.id, events.ownerId))
      .where(eq(events.id, sql.placeholder('id')))
      .prepare(name),
  'event_with_members',
);

/**
 * A day's events the viewer may see (overlapping [from, until)), or the archive (ended, newest
 * first): built once per filter, its values placeholders (viewerId, from, until, limit).
 */
const listQuery = preparedShapes(
  (db: DbOrTx, filter: EventFilter) => {
    const viewer = { id: param('viewerId') };
    const query = db.select(columns).from(events).innerJoin(people, eq(people.id, events.ownerId));
    if (filter === 'archive')
      return (
        query
          // Ended, so also begun (an event ends after it starts): said outright, the walk down the
          // start index begins at now instead of passing every future event first.
          .where(
            and(readableEventSql(viewer), lt(events.endsAt, sql`now()`), lt(events.startsAt, sql`now()`)),
          )
          .orderBy(desc(events.startsAt), desc(events.id))
          .limit(sql.placeholder('limit'))
          .prepare(NAMED_BY_TEXT)
      );
    const byType =
      filter === 'public' ? not(events.isPrivate) : filter === 'private' ? events.isPrivate : undefined;
    return query
      .where(
        and(
          readableEventSql(viewer),
          byType,
          sql`${eventSpanSql(events.startsAt, events.endsAt)} && tstzrange(${sql.placeholder('from')}::timestamptz, ${sql.placeholder('until')}::timestamptz, '[)')`,
        ),
      )
      .orderBy(asc(events.startsAt), asc(events.id))
      .prepare(NAMED_BY_TEXT);
  },
  (filter) => filter,
);

export const eventsRepository = (db: DbOrTx) => ({
  /** A day's events the viewer may see (overlapping [from, until)), or the archive (ended, newest first). */
  list: (viewerId: number, filter: EventFilter, from: Date, until: Date, archiveLimit: number) =>
    listQuery(db, filter).execute({ viewerId, from, until, limit: archiveLimit }),

  /** Events a person attends from `since` on: the ones they run, and private ones they are invited to. */
  attending(personId: number, since: Date) {
    return db
      .select(columns)
      .from(events)
      .innerJoin(people, eq(people.id, events.ownerId))
      .where(
        and(
          gte(events.endsAt, since),
          or(
            eq(events.ownerId, personId),
            exists(
              sql`(select 1 from event_members m where m.event_id = "events"."id" and m.member_id = ${personId})`,
            ),
          ),
        ),
      )
      .orderBy(asc(events.startsAt), asc(events.id))
      .limit(500);
  },

  async byId(id: number) {
    const [row] = await db
      .select(columns)
      .from(events)
      .innerJoin(people, eq(people.id, events.ownerId))
      .where(eq(events.id, id));
    return row ?? null;
  },

  /** The event with its assigned Members (withMembersQuery). */
  async withMembers(id: number) {
    const [row] = await withMembersQuery(db).execute({ id });
    return row ?? null;
  },

  /** The assigned Members of these events, with what their cards show. */
  members(eventIds: number[]): Promise<EventMemberRow[]> {
    if (!eventIds.length) return Promise.resolve([]);
    return db
      .select({
        eventId: eventMembers.eventId,
        id: people.id,
        firstName: people.firstName,
        lastName: people.lastName,
        avatar: people.avatar,
        email: people.email,
      })
      .from(eventMembers)
      .innerJoin(people, eq(people.id, eventMembers.memberId))
      .where(inArray(eventMembers.eventId, eventIds))
      .orderBy(asc(people.firstName), asc(people.lastName));
  },

  async insert(ownerId: number, v: EventValues) {
    const [row] = await db
      .insert(events)
      .values({ ownerId, ...v })
      .returning({ id: events.id });
    return row!.id;
  },

  async update(id: number, v: EventValues) {
    await db
      .update(events)
      .set({ ...v, updatedAt: sql`now()` })
      .where(eq(events.id, id));
  },

  /** Replaces the event's Members; answers the ones newly added and the ones taken off. */
  async setMembers(eventId: number, memberIds: number[]) {
    const before = await db
      .select({ id: eventMembers.memberId })
      .from(eventMembers)
      .where(eq(eventMembers.eventId, eventId));
    const had = new Set(before.map((r) => r.id));
    const keep = new Set(memberIds);
    const gone = [...had].filter((id) => !keep.has(id));
    if (gone.length)
      await db
        .delete(eventMembers)
        .where(and(eq(eventMembers.eventId, eventId), inArray(eventMembers.memberId, gone)));
    const added = memberIds.filter((id) => !had.has(id));
    if (added.length) await db.insert(eventMembers).values(added.map((memberId) => ({ eventId, memberId })));
    return { added, removed: gone };
  },

  async remove(id: number) {
    await db.delete(events).where(eq(events.id, id));
  },
});

export type EventView = NonNullable<Awaited<ReturnType<ReturnType<typeof eventsRepository>['byId']>>>;
