import { beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { MSG, type Event } from '@keh/contracts';
import { events as eventsTable } from '../../db/schema';
import { call, mailSettled, signIn, useTestApp } from '../../test/app';
import { png, toForm } from '../../test/fixtures';
import { usersRepository } from '../users/users.repository';
import { canReadEvent, readableEventSql } from '../../policies/events';
import { eventsRepository } from './events.repository';

const t = useTestApp();

type Who = 'captain' | 'otherCaptain' | 'member' | 'otherMember' | 'admin';
const tokens = {} as Record<Who, string>;
const ids = {} as Record<Who, number>;

/** 2027-03-28 is the UK's spring change (01:00 UTC); 2027-10-31 the autumn one. */
const utc = (iso: string) => Date.parse(iso) / 1000;
const photo = () =>
  sharp({ create: { width: 600, height: 520, channels: 3, background: { r: 20, g: 80, b: 60 } } })
    .jpeg()
    .toBuffer();

async function save(token: string, fields: Record<string, string>, id?: number, file?: Buffer) {
  const form = await toForm(
    {
      event_title: 'Networking breakfast',
      event_description: 'Coffee and introductions.\nBring cards.',
      event_address: 'The Guildhall, York',
      event_start_time: String(utc('2027-05-12T08:00:00Z')),
      event_end_time: String(utc('2027-05-12T10:00:00Z')),
      type_of_event: '0',
      ...fields,
    },
    file ? { event_photo: { data: file, name: 'photo.jpg', type: 'image/jpeg' } } : {},
  );
  return call(t.app, {
    method: 'POST',
    url: id ? `/api/mentor/events/${id}` : '/api/mentor/event',
    token,
    payload: form as never,
  });
}
const day = (token: string, date: number, until?: number, filter = 'all') =>
  call(t.app, {
    method: 'GET',
    url: `/api/user/events?date=${date}${until ? `&until=${until}` : ''}&filter=${filter}`,
    token,
  });
const titles = (res: { body: { data: Event[] } }) => res.body.data.map((e) => e.title);

beforeAll(async () => {
  const emails: Record<Who, string> = {
    captain: 'mentor@example.com',
    otherCaptain: 'lee.harding@example.com',
    member: 'mentee@example.com', // mentored by mentor@ in the demo seed
    otherMember: 'liam.carter@example.com',
    admin: 'admin@example.com',
  };
  for (const [who, email] of Object.entries(emails) as [Who, string][]) {
    tokens[who] = await signIn(t.app, email);
    ids[who] = (await usersRepository(t.app.db).findByEmail(email))!.id;
  }
});

describe('POST mentor/event', () => {
  it('creates a public event with a re-encoded photo; times are Unix seconds kept to the minute', async () => {
    const res = await save(
      tokens.captain,
      { event_start_time: String(utc('2027-05-12T08:00:42Z')) },
      undefined,
      await photo(),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const e = res.body.data as Event;
    expect(e).toMatchObject({
      title: 'Networking breakfast',
      description: 'Coffee and introductions.\nBring cards.',
      start_date: utc('2027-05-12T08:00:00Z'),
      end_date: utc('2027-05-12T10:00:00Z'),
      is_private: false,
      is_mine: true,
      mentees: [],
      owner: { id: ids.captain, first_name: 'James' },
    });
    expect(e.photo).toMatch(/^\/uploads\/images\/[a-f0-9]{32}\.jpg$/);
  });

  it('answers each rule with its message', async () => {
    const start = String(utc('2027-05-12T08:00:00Z'));
    const cases: [Record<string, string>, string, string][] = [
      [{ event_title: '' }, 'event_title', MSG.required],
      [{ event_title: 'x'.repeat(151) }, 'event_title', MSG.eventTitleTooLong],
      [{ event_description: ' ' }, 'event_description', MSG.required],
      [{ event_address: '' }, 'event_address', MSG.required],
      [{ event_start_time: '' }, 'event_start_time', MSG.eventTimeRequired],
      [{ event_end_time: 'soon' }, 'event_end_time', MSG.eventTimeRequired],
      [
        { event_start_time: start, event_end_time: String(Number(start) - 60) },
        'event_end_time',
        MSG.eventEndBeforeStart,
      ],
      [{ type_of_event: '3' }, 'type_of_event', MSG.eventTypeInvalid],
      [{ type_of_event: '1' }, 'mentees', MSG.chooseMembers],
      [{ type_of_event: '1', mentees: String(ids.otherMember) }, 'mentees', MSG.eventMembersNotYours],
      [
        {
          event_start_time: String(utc('2020-01-01T10:00:00Z')),
          event_end_time: String(utc('2020-01-01T11:00:00Z')),
        },
        'event_start_time',
        MSG.eventInPast,
      ],
    ];
    for (const [fields, field, message] of cases) {
      const res = await save(tokens.captain, fields);
      expect(res.status, JSON.stringify(fields)).toBe(422);
      expect(res.body.errors[field], JSON.stringify(fields)).toEqual([message]);
    }
    const small = await sharp({ create: { width: 400, height: 600, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const tooSmall = await save(tokens.captain, {}, undefined, small);
    expect(tooSmall.body.errors.event_photo).toEqual([MSG.eventPhotoTooSmall]);
    const notImage = await save(tokens.captain, {}, undefined, Buffer.from('%PDF-1.4 not an image'));
    expect(notImage.body.errors.event_photo).toEqual([MSG.imageType]);
  });

  it('is for Business Captains only', async () => {
    expect((await save(tokens.member, {})).status).toBe(403);
    expect((await save(tokens.admin, {})).status).toBe(403);
    expect((await call(t.app, { method: 'POST', url: '/api/mentor/event', payload: {} })).status).toBe(401);
  });
});

describe('a private event', () => {
  let id: number;
  beforeAll(async () => {
    const res = await save(tokens.captain, {
      event_title: 'Pitch clinic (invited)',
      type_of_event: '1',
      mentees: String(ids.member),
      event_start_time: String(utc('2027-06-02T17:00:00Z')),
      event_end_time: String(utc('2027-06-02T18:30:00Z')),
    });
    expect(res.status).toBe(200);
    id = res.body.data.id;
  });

  it('is seen by its captain (with its Members) and its Members, and by nobody else (404, its .ics too)', async () => {
    const one = (who: Who) =>
      call(t.app, { method: 'GET', url: `/api/user/events/${id}`, token: tokens[who] });
    const ics = (who: Who) =>
      call(t.app, { method: 'GET', url: `/api/user/events/${id}/ics`, token: tokens[who] });
    expect((await one('captain')).body.data.mentees.map((m: { id: number }) => m.id)).toEqual([ids.member]);
    expect((await one('member')).body.data).toMatchObject({ is_private: true, is_mine: false, mentees: [] });
    for (const who of ['otherCaptain', 'otherMember', 'admin'] as const) {
      expect((await one(who)).status, who).toBe(404);
      expect((await ics(who)).status, who).toBe(404);
    }
    expect((await call(t.app, { method: 'GET', url: `/api/user/events/${id}` })).status).toBe(401);
    const date = utc('2027-06-02T00:00:00Z') - 3600; // midnight in London (BST)
    expect(titles(await day(tokens.member, date))).toContain('Pitch clinic (invited)');
    expect(titles(await day(tokens.otherMember, date))).not.toContain('Pitch clinic (invited)');
    expect(titles(await day(tokens.member, date, undefined, 'private'))).toEqual(['Pitch clinic (invited)']);
    expect(titles(await day(tokens.member, date, undefined, 'public'))).not.toContain(
      'Pitch clinic (invited)',
    );
  });

  it('mails the Member the invitation with the calendar file', async () => {
    await mailSettled(t.app);
    const { body } = await call(t.app, { method: 'GET', url: '/api/dev/outbox?to=mentee@example.com' });
    const mail = body.data.find(
      (m: { subject: string }) => m.subject === 'You are invited: Pitch clinic (invited)',
    );
    expect(mail).toBeDefined();
    expect(mail.attachments).toEqual([
      { filename: 'event.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH' },
    ]);
    expect(mail.text).toContain(
      'When: Wednesday, 2 June 2027 at 18:00 to Wednesday, 2 June 2027 at 19:30 (UK time)',
    );
  });

  it('the captain edits and deletes only their own; others get 404', async () => {
    expect((await save(tokens.otherCaptain, {}, id)).status).toBe(404);
    const del = (who: Who) =>
      call(t.app, { method: 'DELETE', url: `/api/mentor/events/${id}`, token: tokens[who] });
    expect((await del('otherCaptain')).status).toBe(404);
    expect((await del('member')).status).toBe(403);
    const edited = await save(
      tokens.captain,
      { event_title: 'Pitch clinic', type_of_event: '0', mentees: String(ids.member) },
      id,
    );
    expect(edited.body.data).toMatchObject({ title: 'Pitch clinic', is_private: false, mentees: [] });
    expect(
      (await call(t.app, { method: 'GET', url: `/api/user/events/${id}`, token: tokens.otherMember })).status,
    ).toBe(200);
    expect((await del('captain')).status).toBe(200);
    expect(
      (await call(t.app, { method: 'GET', url: `/api/user/events/${id}`, token: tokens.captain })).status,
    ).toBe(404);
  });
});

describe('Members taken off a private event, or whose private event is deleted', () => {
  type Mail = { subject: string; text: string; attachments?: { filename: string; contentType: string }[] };
  const mailsTo = async (email: string): Promise<Mail[]> => {
    await mailSettled(t.app);
    return (await call(t.app, { method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` })).body
      .data;
  };
  const cancelled = async (email: string, title: string) =>
    (await mailsTo(email)).filter((m) => m.subject === `Event cancelled: ${title}`);

  it('mails each Member taken off the list, and only them, with the calendar file that cancels it', async () => {
    // A second Member of the captain's: the other Member asks, the captain accepts.
    const ask = await call(t.app, {
      method: 'POST',
      url: `/api/mentee/mentors/${ids.captain}/request`,
      token: tokens.otherMember,
    });
    expect(ask.status, JSON.stringify(ask.body)).toBe(200);
    const requests = (
      await call(t.app, { method: 'GET', url: '/api/mentor/requests', token: tokens.captain })
    ).body.data as { id: number; mentee: { id: number } }[];
    const request = requests.find((r) => r.mentee.id === ids.otherMember)!;
    const accepted = await call(t.app, {
      method: 'POST',
      url: `/api/mentor/requests/${request.id}`,
      token: tokens.captain,
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const second = ids.otherMember;
    const secondEmail = 'liam.carter@example.com';
    const both = `${ids.member},${second}`;
    const times = {
      event_start_time: String(utc('2027-07-07T17:00:00Z')),
      event_end_time: String(utc('2027-07-07T19:00:00Z')),
    };
    const made = await save(tokens.captain, {
      event_title: 'Supper club',
      type_of_event: '1',
      mentees: both,
      ...times,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const id = made.body.data.id as number;
    // The captain keeps the first Member and takes the second off.
    const edited = await save(
      tokens.captain,
      { event_title: 'Supper club', type_of_event: '1', mentees: String(ids.member), ...times },
      id,
    );
    expect(edited.status).toBe(200);
    const [mail, ...more] = await cancelled(secondEmail, 'Supper club');
    expect(more).toEqual([]);
    expect(mail!.text).toContain('took you off the list of a private event');
    expect(mail!.text).toContain('When: Wednesday, 7 July 2027 at 18:00 to Wednesday, 7 July 2027 at 20:00');
    expect(mail!.attachments).toEqual([
      { filename: 'event.ics', contentType: 'text/calendar; charset=utf-8; method=CANCEL' },
    ]);
    expect(await cancelled('mentee@example.com', 'Supper club')).toEqual([]);
    // Saved again with the same list: nobody is told anything more.
    await save(
      tokens.captain,
      { event_title: 'Supper club', type_of_event: '1', mentees: String(ids.member), ...times },
      id,
    );
    expect(await cancelled(secondEmail, 'Supper club')).toHaveLength(1);
    // Deleted: the Member still on it is told it is cancelled.
    expect(
      (await call(t.app, { method: 'DELETE', url: `/api/mentor/events/${id}`, token: tokens.captain }))
        .status,
    ).toBe(200);
    const [gone] = await cancelled('mentee@example.com', 'Supper club');
    expect(gone!.text).toContain('cancelled a private event you were invited to');
    expect(await cancelled(secondEmail, 'Supper club')).toHaveLength(1);
  });

  it('respects the Member’s system flag, and tells nobody when the event becomes public', async () => {
    const made = await save(tokens.captain, {
      event_title: 'Quiet supper',
      type_of_event: '1',
      mentees: String(ids.member),
      event_start_time: String(utc('2027-07-08T17:00:00Z')),
      event_end_time: String(utc('2027-07-08T19:00:00Z')),
    });
    const id = made.body.data.id as number;
    // Made public: the Member can still see it, nothing is cancelled for them.
    await save(tokens.captain, { event_title: 'Quiet supper', type_of_event: '0' }, id);
    expect(await cancelled('mentee@example.com', 'Quiet supper')).toEqual([]);
    await save(
      tokens.captain,
      { event_title: 'Quiet supper', type_of_event: '1', mentees: String(ids.member) },
      id,
    );
    await usersRepository(t.app.db).update(ids.member, { systemNotifications: false });
    try {
      await call(t.app, { method: 'DELETE', url: `/api/mentor/events/${id}`, token: tokens.captain });
      expect(await cancelled('mentee@example.com', 'Quiet supper')).toEqual([]);
    } finally {
      await usersRepository(t.app.db).update(ids.member, { systemNotifications: true });
    }
  });
});

describe('days, daylight saving and the archive', () => {
  it('a day is [local midnight, next local midnight): right on the 23-hour and the 25-hour day', async () => {
    // 28 March 2027 in London: 00:00 GMT → 29 March 00:00 BST = 23:00 UTC.
    const late = await save(tokens.captain, {
      event_title: 'Late spring social',
      event_start_time: String(utc('2027-03-28T23:30:00Z')), // 00:30 BST on the 29th
      event_end_time: String(utc('2027-03-29T00:30:00Z')),
    });
    expect(late.body.data.start_date).toBe(utc('2027-03-28T23:30:00Z'));
    const march28 = [utc('2027-03-28T00:00:00Z'), utc('2027-03-28T23:00:00Z')] as const;
    const march29 = [utc('2027-03-28T23:00:00Z'), utc('2027-03-29T23:00:00Z')] as const;
    expect(titles(await day(tokens.member, ...march28))).not.toContain('Late spring social');
    expect(titles(await day(tokens.member, ...march29))).toContain('Late spring social');
    // 31 October 2027: 00:00 BST (30th 23:00 UTC) → 1 November 00:00 GMT: 25 hours.
    await save(tokens.captain, {
      event_title: 'Halloween late shift',
      event_start_time: String(utc('2027-10-31T23:30:00Z')), // 23:30 GMT, still the 31st
      event_end_time: String(utc('2027-10-31T23:45:00Z')),
    });
    expect(
      titles(await day(tokens.member, utc('2027-10-30T23:00:00Z'), utc('2027-11-01T00:00:00Z'))),
    ).toContain('Halloween late shift');
  });

  it('an event is on every day it overlaps: across midnight, or from the next midnight on', async () => {
    await save(tokens.captain, {
      event_title: 'Overnight hackathon',
      event_start_time: String(utc('2027-08-10T20:00:00Z')),
      event_end_time: String(utc('2027-08-12T04:00:00Z')),
    });
    await save(tokens.captain, {
      event_title: 'Dawn run',
      event_start_time: String(utc('2027-08-11T00:00:00Z')), // the next midnight (UTC) exactly
      event_end_time: String(utc('2027-08-11T01:00:00Z')),
    });
    const on = async (d: string) =>
      titles(await day(tokens.member, utc(`${d}T00:00:00Z`), utc(`${d}T00:00:00Z`) + 86_400));
    for (const d of ['2027-08-10', '2027-08-11', '2027-08-12'])
      expect(await on(d), d).toContain('Overnight hackathon');
    expect(await on('2027-08-13')).not.toContain('Overnight hackathon');
    expect(await on('2027-08-10')).not.toContain('Dawn run');
    expect(await on('2027-08-11')).toContain('Dawn run');
  });

  it('keeps events whose end has passed in the archive, newest first', async () => {
    const repo = eventsRepository(t.app.db);
    const past = (d: string) => ({
      title: `Past ${d}`,
      description: 'Done',
      address: 'Online',
      startsAt: new Date(`${d}T10:00:00Z`),
      endsAt: new Date(`${d}T11:00:00Z`),
      isPrivate: false,
      photo: null,
    });
    await repo.insert(ids.captain, past('2025-01-10'));
    await repo.insert(ids.captain, past('2025-02-10'));
    const archive = titles(await day(tokens.otherMember, 0, undefined, 'archive'));
    expect(archive.indexOf('Past 2025-02-10')).toBeLessThan(archive.indexOf('Past 2025-01-10'));
    expect(archive).not.toContain('Networking breakfast');
  });

  it('answers 422 for a bad query, never 500', async () => {
    for (const q of ['date=abc', 'filter=mine', 'date=-5', 'until=99999999999'])
      expect(
        (await call(t.app, { method: 'GET', url: `/api/user/events?${q}`, token: tokens.member })).status,
        q,
      ).toBe(422);
  });
});

describe('the calendar file', () => {
  it('is a valid iCalendar file with the right UTC times, read back by a real parser', async () => {
    const res = await save(tokens.captain, {
      event_title: 'Tax basics, VAT; and you',
      event_start_time: String(utc('2027-10-31T00:30:00Z')), // 01:30 BST: the hour that happens twice
      event_end_time: String(utc('2027-10-31T01:30:00Z')),
    });
    const id = res.body.data.id as number;
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/user/events/${id}/ics`,
      headers: { authorization: `Bearer ${tokens.otherMember}` },
    });
    expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="event-${id}.ics"`);
    const component = new ICAL.Component(ICAL.parse(file.body));
    const vevent = new ICAL.Event(component.getFirstSubcomponent('vevent')!);
    expect(vevent.summary).toBe('Tax basics, VAT; and you');
    expect(vevent.location).toBe('The Guildhall, York');
    expect(vevent.startDate.toUnixTime()).toBe(utc('2027-10-31T00:30:00Z'));
    expect(vevent.endDate.toUnixTime()).toBe(utc('2027-10-31T01:30:00Z'));
    expect(vevent.startDate.zone?.tzid).toBe('UTC');
    expect(vevent.uid).toBe(
      `event-${id}@localhost:3000`.replace('localhost:3000', new URL(t.app.config.appUrl).host),
    );
  });
});

describe('canReadEvent and its SQL twin', () => {
  it('agree for every viewer and event', async () => {
    const repo = eventsRepository(t.app.db);
    const rows = await t.app.db
      .select({ id: eventsTable.id, isPrivate: eventsTable.isPrivate, ownerId: eventsTable.ownerId })
      .from(eventsTable);
    expect(rows.length).toBeGreaterThan(3);
    const members = await repo.members(rows.map((r) => r.id));
    for (const viewer of Object.values(ids)) {
      const sqlSays = await t.app.db
        .select({ id: eventsTable.id, ok: sql<boolean>`${readableEventSql({ id: viewer })}` })
        .from(eventsTable);
      for (const r of rows) {
        const memberIds = members.filter((m) => m.eventId === r.id).map((m) => m.id);
        expect(sqlSays.find((s) => s.id === r.id)!.ok, `${viewer} on ${r.id}`).toBe(
          canReadEvent({ id: viewer }, { ...r, memberIds }),
        );
      }
    }
  });
});

describe('photo rules', () => {
  it('takes a photo up to 1 MB and refuses a larger one', async () => {
    const big = await png(1200, 1200);
    expect(big.byteLength).toBeLessThan(1_000_000);
    expect((await save(tokens.captain, {}, undefined, big)).status).toBe(200);
    const tooBig = await save(tokens.captain, {}, undefined, Buffer.concat([big, Buffer.alloc(1_000_001)]));
    expect([413, 422]).toContain(tooBig.status);
  });
});

describe('the demo seed', () => {
  it('gives the coming weeks public events and the demo Member her private ones, not another Member’s', async () => {
    const rows = await t.app.db.select().from(eventsTable);
    const coming = rows.filter((e) => e.startsAt.getTime() > Date.now() - 86_400_000);
    expect(coming.filter((e) => !e.isPrivate).length).toBeGreaterThanOrEqual(10);
    const seen = async (token: string) => {
      const found: string[] = [];
      const today = Math.floor(Date.now() / 86_400_000) * 86_400;
      for (let d = -1; d < 22; d++) found.push(...titles(await day(token, today + d * 86_400)));
      return found;
    };
    const sarah = await seen(tokens.member);
    expect(sarah).toEqual(
      expect.arrayContaining(['Cash flow clinic (for my members)', 'Quarterly plan review (for my members)']),
    );
    expect(sarah).not.toContain('One-to-one market review');
    expect(await seen(tokens.otherMember)).toContain('One-to-one market review');
    const archive = titles(await day(tokens.member, 0, undefined, 'archive'));
    expect(archive).toEqual(expect.arrayContaining(['Franchising 101: is a franchise right for you?']));
  });
});
