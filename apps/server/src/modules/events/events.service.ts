import {
  EVENT_ARCHIVE_LIMIT,
  EVENT_PHOTO_MAX_BYTES,
  EVENT_PHOTO_MIN_SIDE,
  MSG,
  type Event,
  type EventFilter,
  type EventSave,
} from '@keh/contracts';
import type { AppContext } from '../../context';
import { unixSeconds } from '../../lib/time';
import type { DbOrTx } from '../../db/client';
import { invalid, notFound } from '../../lib/errors';
import { eventCancelled, eventInvitation, ukTime } from '../../lib/mail/templates';
import { notificationsService } from '../notifications/notifications.service';
import { processImage } from '../../lib/uploads';
import { filesService } from '../files/files.service';
import type { AuthUser } from '../../plugins/auth';
import { mentoringService } from '../mentoring/mentoring.service';
import { fullName, usersRepository } from '../users/users.repository';
import { canEditEvent, canReadEvent } from '../../policies/events';
import { eventsRepository, type EventMemberRow, type EventValues, type EventView } from './events.repository';
import { eventCalendar, eventItem } from './events.ics';

const PHOTO_SIDE = 1600;
const fromUnix = (s: number) => new Date(s * 1000);

/**
 * Events (docs/product (screens, entities, states, validation, permissions and api); decision 0019): captains create, edit and delete their own; everyone
 * signed in sees the public ones, a private one only its captain and its Members (404 otherwise,
 * its calendar file too); Members added to a private event are mailed the calendar file, and
 * those taken off it, or whose private event is deleted, are mailed its cancellation.
 */
export const eventsService = (ctx: AppContext) => {
  const repo = eventsRepository(ctx.db);
  const files = filesService(ctx);
  const notifications = notificationsService(ctx);
  const urlOf = (id: number) => `${ctx.config.appUrl}/my/events/${id}`;

  const toEvent = (e: EventView, viewer: AuthUser, members: EventMemberRow[]): Event => ({
    id: e.id,
    title: e.title,
    description: e.description,
    address: e.address,
    start_date: unixSeconds(e.startsAt),
    end_date: unixSeconds(e.endsAt),
    is_private: e.isPrivate,
    photo: e.photo,
    mentees: canEditEvent(viewer, e)
      ? members.map((m) => ({ id: m.id, first_name: m.firstName, last_name: m.lastName, avatar: m.avatar }))
      : [],
    is_mine: e.ownerId === viewer.id,
    owner: { id: e.ownerId, first_name: e.ownerFirstName, last_name: e.ownerLastName, avatar: e.ownerAvatar },
  });

  /** The event if the viewer may see it; 404 otherwise (never says it exists). */
  async function visible(viewer: AuthUser, id: number) {
    const found = await repo.withMembers(id);
    if (!found) throw notFound();
    const { members, ...e } = found;
    if (!canReadEvent(viewer, { ...e, memberIds: members.map((m) => m.id) })) throw notFound();
    return { e, members };
  }

  async function own(captain: AuthUser, id: number) {
    const e = await repo.byId(id);
    if (!e || !canEditEvent(captain, e)) throw notFound();
    return e;
  }

  const calendar = (e: EventView, cancelled = false) =>
    eventCalendar({
      ...e,
      cancelled,
      captain: fullName({ firstName: e.ownerFirstName, lastName: e.ownerLastName }),
      url: urlOf(e.id),
      host: new URL(ctx.config.appUrl).host,
    });

  /** Checks what costs nothing first, then the photo; answers the values to store. */
  async function prepare(captain: AuthUser, body: EventSave, stored: EventView | null): Promise<EventValues> {
    if (!stored && body.event_start_time * 1000 < Date.now() - 60_000)
      throw invalid({ event_start_time: MSG.eventInPast });
    if (body.mentees.length) {
      const mine = new Set((await mentoringService(ctx).pairsOf(captain)).map((p) => p.other.id));
      if (body.mentees.some((m) => !mine.has(m))) throw invalid({ mentees: MSG.eventMembersNotYours });
    }
    let photo = stored?.photo ?? null;
    if (body.event_photo) {
      await files.assertRoom(captain.id, 'event_photo', body.event_photo.byteLength, [stored?.photo]);
      const img = await processImage('event_photo', body.event_photo, {
        maxBytes: EVENT_PHOTO_MAX_BYTES,
        maxSide: PHOTO_SIDE,
        minSide: { px: EVENT_PHOTO_MIN_SIDE, message: MSG.eventPhotoTooSmall },
      });
      const key = await files.store(captain.id, 'event', 'event_photo', 'images', img.ext, img.data, [
        stored?.photo,
      ]);
      photo = ctx.storage.publicUrl(key);
    }
    return {
      title: body.event_title,
      description: body.event_description,
      address: body.event_address,
      startsAt: fromUnix(body.event_start_time),
      endsAt: fromUnix(body.event_end_time),
      isPrivate: body.type_of_event === '1',
      photo,
    };
  }

  /**
   * Mails each of these Members about the event (system flag), with its calendar file: the one that
   * adds it, or (cancelled) the one that removes it.
   */
  async function tellMembers(
    tx: DbOrTx,
    e: EventView,
    memberIds: number[],
    mail: (
      firstName: string,
      facts: { captain: string; title: string; when: string; ics: string },
    ) => ReturnType<typeof eventInvitation>,
    cancelled = false,
  ) {
    const facts = {
      captain: fullName({ firstName: e.ownerFirstName, lastName: e.ownerLastName }),
      title: e.title,
      when: `${ukTime.format(e.startsAt)} to ${ukTime.format(e.endsAt)} (UK time)`,
      ics: calendar(e, cancelled),
    };
    const people = usersRepository(tx);
    for (const id of memberIds) {
      const member = await people.findById(id);
      if (member) await notifications.notify(tx, member, 'system', mail(member.firstName, facts));
    }
  }

  /** Tells the Members just added to a private event, with its calendar file. */
  async function invite(tx: DbOrTx, eventId: number, added: number[]) {
    if (!added.length) return;
    const e = (await eventsRepository(tx).byId(eventId))!;
    await tellMembers(tx, e, added, (name, facts) =>
      eventInvitation(name, { ...facts, address: e.address, url: urlOf(e.id) }),
    );
  }

  /** The Members invited to an event (a private one's; a public event has none). */
  const inviteesOf = async (id: number) => (await repo.members([id])).map((m) => m.id);
  /** Their open events pages ask again (decision 0026); public events are not pushed to everyone. */
  const eventsChanged = (userIds: number[]) => ctx.live.changed(userIds, { topic: 'events' });

  /**
   * Tells Members a private event is off for them: taken off its list (`removed`) or the event
   * deleted (`deleted`), with the calendar file that cancels it (system flag, as the invitation).
   * Nothing once the event is over: there is nothing left to miss.
   */
  async function uninvite(tx: DbOrTx, e: EventView, memberIds: number[], why: 'removed' | 'deleted') {
    if (!memberIds.length || e.endsAt.getTime() < Date.now()) return;
    await tellMembers(tx, e, memberIds, (name, facts) => eventCancelled(name, { ...facts, why }), true);
  }

  async function saved(viewer: AuthUser, id: number) {
    const e = (await repo.byId(id))!;
    return toEvent(e, viewer, await repo.members([id]));
  }

  return {
    async list(viewer: AuthUser, q: { filter: EventFilter; date: number; until: number }) {
      const rows = await repo.list(
        viewer.id,
        q.filter,
        fromUnix(q.date),
        fromUnix(q.until),
        EVENT_ARCHIVE_LIMIT,
      );
      const members = await repo.members(rows.filter((e) => canEditEvent(viewer, e)).map((e) => e.id));
      return rows.map((e) =>
        toEvent(
          e,
          viewer,
          members.filter((m) => m.eventId === e.id),
        ),
      );
    },

    /** The events a person may attend between two moments, soonest first (the weekly digest). */
    async comingFor(personId: number, from: Date, until: Date) {
      const rows = await repo.list(personId, 'all', from, until, EVENT_ARCHIVE_LIMIT);
      return rows
        .filter((e) => e.startsAt >= from)
        .map((e) => ({ title: e.title, when: ukTime.format(e.startsAt), url: urlOf(e.id) }));
    },

    async one(viewer: AuthUser, id: number) {
      const { e, members } = await visible(viewer, id);
      return toEvent(e, viewer, members);
    },

    /** The events a person attends from `since` on, as items of their calendar feed (issue 32). */
    async calendarItems(personId: number, since: Date) {
      const host = new URL(ctx.config.appUrl).host;
      return (await repo.attending(personId, since)).map((e) =>
        eventItem({
          ...e,
          captain: fullName({ firstName: e.ownerFirstName, lastName: e.ownerLastName }),
          url: urlOf(e.id),
          host,
        }),
      );
    },

    async ics(viewer: AuthUser, id: number) {
      return calendar((await visible(viewer, id)).e);
    },

    async create(captain: AuthUser, body: EventSave) {
      const values = await prepare(captain, body, null);
      const id = await ctx.db
        .transaction(async (tx) => {
          const r = eventsRepository(tx);
          const newId = await r.insert(captain.id, values);
          await invite(tx, newId, (await r.setMembers(newId, body.mentees)).added);
          return newId;
        })
        .catch(async (err: unknown) => {
          await files.release(captain.id, [values.photo], ['event']);
          throw err;
        });
      eventsChanged(await inviteesOf(id));
      return saved(captain, id);
    },

    async update(captain: AuthUser, id: number, body: EventSave) {
      const stored = await own(captain, id);
      const values = await prepare(captain, body, stored);
      const before = await inviteesOf(id);
      const replaced = values.photo !== stored.photo;
      await ctx.db
        .transaction(async (tx) => {
          const r = eventsRepository(tx);
          await r.update(id, values);
          const { added, removed } = await r.setMembers(id, body.mentees);
          await invite(tx, id, added);
          // Made public, the event stays theirs to see: only Members taken off a private one are told.
          if (values.isPrivate) await uninvite(tx, stored, removed, 'removed');
        })
        .catch(async (err: unknown) => {
          if (replaced) await files.release(captain.id, [values.photo], ['event']);
          throw err;
        });
      // The photo replaced leaves storage.
      if (replaced) await files.release(captain.id, [stored.photo], ['event']);
      eventsChanged([...before, ...(await inviteesOf(id))]);
      return saved(captain, id);
    },

    /** Deletes the event; the Members of a private one are told it is cancelled. */
    async remove(captain: AuthUser, id: number) {
      const e = await own(captain, id);
      const before = await inviteesOf(id);
      await ctx.db.transaction(async (tx) => {
        const r = eventsRepository(tx);
        await uninvite(tx, e, e.isPrivate ? before : [], 'deleted');
        await r.remove(id);
      });
      await files.release(captain.id, [e.photo], ['event']);
      eventsChanged(before);
    },
  };
};
