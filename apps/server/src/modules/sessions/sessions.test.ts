import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { sql } from 'drizzle-orm';
import { MSG, type Session } from '@keh/contracts';
import { call, createTestApp, mailSettled, signIn, type TestApp } from '../../test/app';
import { otherPersonEmail, withoutDemoMentoring } from '../../test/fixtures';
import type { MailMessage } from '../../lib/mail/mailer';
import { sessionsRepository } from './sessions.repository';
import { sessionRemindersService } from './session-reminders.service';

/** Sessions of one fresh pair (and a second pair of the same captain), through the API (issue 32). */
type Who = 'captain' | 'member' | 'otherCaptain' | 'otherMember' | 'moderator' | 'admin';
let t: TestApp;
const token = {} as Record<Who, string>;
const id = {} as Record<Who, number>;
const email = {} as Record<Who, string>;
let mentoringId: number;
let secondPairId: number;

const api = (method: 'GET' | 'POST', url: string, who?: Who, payload?: object) =>
  call(t.app, { method, url, token: who && token[who], ...(payload && { payload }) });
/** Unix seconds of an ISO time. 2027-03-28 01:00 UTC is the UK's spring change (GMT → BST). */
const utc = (iso: string) => Date.parse(iso) / 1000;
const HOUR = 3600;
const soon = (hours: number) => Math.floor(Date.now() / 1000 / 60) * 60 + hours * HOUR;
const propose = (who: Who, slots: { start: number; duration_minutes: number }[], extra: object = {}) =>
  api('POST', '/api/sessions', who, {
    mentoring_id: mentoringId,
    slots,
    location: 'The Hub, Leeds',
    agenda: 'Cash flow',
    ...extra,
  });

/** Every mail queued to an address, oldest first, as it will leave (attachments included). */
async function mailsTo(address: string): Promise<MailMessage[]> {
  await mailSettled(t.app);
  const res = (await t.app.db.execute(
    sql`select data from pgboss.job where name = 'mail' and data->'message'->>'to' = ${address}
        order by created_on, id`,
  )) as unknown as { rows: { data: { message: MailMessage } }[] };
  return res.rows.map((r) => r.data.message);
}
const calendarMails = async (address: string) =>
  (await mailsTo(address)).filter((m) => m.attachments?.some((a) => a.filename === 'session.ics'));

/** The file's METHOD and its one VEVENT, read back by a real iCalendar parser. */
function parse(ics: string) {
  const cal = new ICAL.Component(ICAL.parse(ics));
  const vevent = cal.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  return {
    method: cal.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toUnixTime(),
    end: event.endDate.toUnixTime(),
    zone: event.startDate.zone?.tzid,
    status: vevent.getFirstPropertyValue('status'),
    organizer: String(vevent.getFirstPropertyValue('organizer')).toLowerCase(),
    attendees: vevent.getAllProperties('attendee').map((p) => String(p.getFirstValue()).toLowerCase()),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  await withoutDemoMentoring(t.app);
  const pick = (type: 'mentor' | 'mentee', not: string[]) => otherPersonEmail(t.app, type, not);
  Object.assign(email, {
    captain: 'mentor@example.com',
    member: 'mentee@example.com',
    otherCaptain: await pick('mentor', ['mentor@example.com']),
    otherMember: await pick('mentee', ['mentee@example.com']),
    moderator: 'moderator@example.com',
    admin: 'admin@example.com',
  });
  for (const who of Object.keys(email) as Who[]) {
    token[who] = await signIn(t.app, email[who]);
    id[who] = (await api('GET', '/api/user/profile', who)).body.data.id;
  }
  const pair = async (member: Who) => {
    await api('POST', `/api/mentee/mentors/${id.captain}/request`, member);
    const requests = (await api('GET', '/api/mentor/requests', 'captain')).body.data as {
      id: number;
      status: string;
    }[];
    const open = requests.find((r) => r.status === 'pending')!;
    return (await api('POST', `/api/mentor/requests/${open.id}`, 'captain')).body.data.mentoring_id as number;
  };
  mentoringId = await pair('member');
  secondPairId = await pair('otherMember');
});
afterAll(() => t.close());

describe('propose, accept, reschedule, cancel', () => {
  it('validates a proposal: future times, the lengths, at most three, a place', async () => {
    const past = await propose('member', [{ start: soon(-1), duration_minutes: 60 }]);
    expect(past.status).toBe(422);
    expect(past.body.errors['slots.0.start']).toEqual([MSG.sessionStartInPast]);
    const length = await propose('member', [{ start: soon(5), duration_minutes: 50 }]);
    expect(length.body.errors['slots.0.duration_minutes']).toEqual([MSG.sessionLengthInvalid]);
    const four = await propose(
      'member',
      [1, 2, 3, 4].map((h) => ({ start: soon(h + 10), duration_minutes: 30 })),
    );
    expect(four.body.errors.slots).toEqual([MSG.sessionSlotsTooMany]);
    const nowhere = await propose('member', [{ start: soon(5), duration_minutes: 30 }], { location: '' });
    expect(nowhere.body.errors.location).toEqual([MSG.sessionPlaceRequired]);
    const badLink = await propose('member', [{ start: soon(5), duration_minutes: 30 }], {
      video_url: 'javascript:alert(1)',
    });
    expect(badLink.body.errors.video_url).toEqual([MSG.sessionVideoInvalid]);
    const another = await api('POST', '/api/sessions', 'member', {
      mentoring_id: secondPairId,
      slots: [{ start: soon(5), duration_minutes: 30 }],
      location: 'x',
    });
    expect(another.status).toBe(404);
  });

  it('sends three calendar files: REQUEST, REQUEST (moved), CANCEL; one UID, SEQUENCE rising, UTC across the clock change', async () => {
    // 10:00 UK time after the spring change (BST) is 09:00 UTC; 09:00 UK the day before is 09:00 UTC.
    const afterChange = utc('2027-03-29T09:00:00Z');
    const beforeChange = utc('2027-03-26T09:00:00Z');
    const made = await propose('member', [
      { start: afterChange, duration_minutes: 60 },
      { start: afterChange + 2 * HOUR, duration_minutes: 45 },
    ]);
    expect(made.status).toBe(200);
    const s = made.body.data as Session;
    expect(s).toMatchObject({ status: 'proposed', start: afterChange, duration_minutes: 60 });
    expect(s.can).toMatchObject({ accept: false, cancel: true });

    const own = await api('POST', `/api/sessions/${s.id}/accept`, 'member', { slot: 0 });
    expect(own.status).toBe(409);
    expect(own.body.message).toBe(MSG.sessionOwnProposal);
    const accepted = await api('POST', `/api/sessions/${s.id}/accept`, 'captain', { slot: 1 });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({
      status: 'accepted',
      start: afterChange + 2 * HOUR,
      duration_minutes: 45,
    });

    const moved = await api('POST', `/api/sessions/${s.id}/reschedule`, 'member', {
      start: beforeChange,
      duration_minutes: 90,
    });
    expect(moved.status).toBe(200);
    const cancelled = await api('POST', `/api/sessions/${s.id}/cancel`, 'captain', { reason: 'Ill' });
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', cancel_reason: 'Ill' });

    for (const who of ['member', 'captain'] as const) {
      const mails = await calendarMails(email[who]);
      expect(mails.map((m) => m.subject)).toEqual([
        expect.stringMatching(/^Session booked: /),
        expect.stringMatching(/^Session moved: /),
        expect.stringMatching(/^Session cancelled: /),
      ]);
      const files = mails.map((m) => parse(m.attachments![0]!.content));
      expect(files.map((f) => f.method)).toEqual(['REQUEST', 'REQUEST', 'CANCEL']);
      expect(new Set(files.map((f) => f.uid)).size).toBe(1);
      expect(files[0]!.uid).toBe(`session-${s.id}@${new URL(t.app.config.appUrl).host}`);
      expect(files.map((f) => f.sequence)).toEqual([0, 1, 2]);
      expect(files[0]).toMatchObject({
        start: afterChange + 2 * HOUR,
        end: afterChange + 2 * HOUR + 45 * 60,
        zone: 'UTC',
      });
      expect(files[1]).toMatchObject({ start: beforeChange, end: beforeChange + 90 * 60, zone: 'UTC' });
      expect(files[2]!.status).toBe('CANCELLED');
      expect(files[0]!.organizer).toBe(`mailto:${email.captain}`);
      expect(files[0]!.attendees.sort()).toEqual(
        [`mailto:${email.captain}`, `mailto:${email.member}`].sort(),
      );
      // The mail says the UK time: 12:00 BST after the change, 09:00 GMT before it.
      expect(mails[0]!.text).toContain('12:00');
      expect(mails[1]!.text).toContain('09:00');
      expect(mails[2]!.attachments![0]!.contentType).toContain('method=CANCEL');
    }
  });

  it('the other side may propose other times instead; the first side then accepts', async () => {
    const s = (await propose('captain', [{ start: soon(30), duration_minutes: 30 }])).body.data as Session;
    const later = soon(31);
    const other = await api('POST', `/api/sessions/${s.id}/propose`, 'member', {
      slots: [{ start: later, duration_minutes: 60 }],
    });
    expect(other.body.data).toMatchObject({ status: 'proposed', proposed_by: { id: id.member } });
    expect((await api('POST', `/api/sessions/${s.id}/accept`, 'member', { slot: 0 })).status).toBe(409);
    const ok = await api('POST', `/api/sessions/${s.id}/accept`, 'captain', { slot: 0 });
    expect(ok.body.data).toMatchObject({ status: 'accepted', start: later });
    // A proposal withdrawn: the other side is told, and no calendar file goes out.
    const withdrawn = (await propose('member', [{ start: soon(40), duration_minutes: 30 }])).body
      .data as Session;
    const files = (await calendarMails(email.captain)).length;
    await api('POST', `/api/sessions/${withdrawn.id}/cancel`, 'member', { reason: 'Sorted it' });
    const told = (await mailsTo(email.captain)).at(-1)!;
    expect(told.subject).toMatch(/withdrew a session proposal$/);
    expect(told.text).toContain('Their reason: Sorted it');
    expect((await calendarMails(email.captain)).length).toBe(files);
  });

  it('refuses a booking that overlaps another booked session of either person (409)', async () => {
    // The captain's other pair books 50 h ahead for an hour.
    const first = await api('POST', '/api/sessions', 'otherMember', {
      mentoring_id: secondPairId,
      slots: [{ start: soon(50), duration_minutes: 60 }],
      video_url: 'https://meet.example.com/abc',
    });
    expect(
      (await api('POST', `/api/sessions/${first.body.data.id}/accept`, 'captain', { slot: 0 })).status,
    ).toBe(200);
    const clash = (await propose('member', [{ start: soon(50) + 30 * 60, duration_minutes: 30 }])).body.data;
    const refused = await api('POST', `/api/sessions/${clash.id}/accept`, 'captain', { slot: 0 });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(MSG.sessionOverlap);
    // Right after it ends is fine.
    const after = (await propose('member', [{ start: soon(51), duration_minutes: 30 }])).body.data;
    expect((await api('POST', `/api/sessions/${after.id}/accept`, 'captain', { slot: 0 })).status).toBe(200);
    // Moving into the clash is refused too.
    const move = await api('POST', `/api/sessions/${after.id}/reschedule`, 'member', {
      start: soon(50),
      duration_minutes: 30,
    });
    expect(move.status).toBe(409);
  });
});

/** A booked session of the pair that began `hoursAgo` (moved back in time in the database). */
async function heldSoFar(hoursAgo: number) {
  const s = (await propose('member', [{ start: soon(200 + hoursAgo), duration_minutes: 60 }])).body.data;
  await api('POST', `/api/sessions/${s.id}/accept`, 'captain', { slot: 0 });
  await sessionsRepository(t.app.db).update(s.id, { startsAt: new Date((soon(0) - hoursAgo * HOUR) * 1000) });
  return s.id as number;
}

describe('logging', () => {
  it('is refused before the session begins, then turns action items into tasks of the plan', async () => {
    const s = (await propose('member', [{ start: soon(70), duration_minutes: 60 }])).body.data;
    await api('POST', `/api/sessions/${s.id}/accept`, 'captain', { slot: 0 });
    const early = await api('POST', `/api/sessions/${s.id}/log`, 'captain', {
      held: true,
      duration_minutes: 60,
    });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(MSG.sessionNotBegun);

    const milestone = await api('POST', `/api/mentor/mentoring/${mentoringId}/milestones`, 'captain', {
      milestone_name: 'Funding',
      tasks: JSON.stringify(['Draft the pitch']),
    });
    const milestoneId = milestone.body.data.id as number;
    const begun = await heldSoFar(1);
    const wrong = await api('POST', `/api/sessions/${begun}/log`, 'captain', {
      held: true,
      duration_minutes: 50,
      action_items: [{ title: 'x', milestone_id: 999999 }],
    });
    expect(wrong.status).toBe(422);
    const logged = await api('POST', `/api/sessions/${begun}/log`, 'captain', {
      held: true,
      duration_minutes: 50,
      notes: 'Good talk',
      action_items: [
        { title: 'Ask the bank', milestone_id: milestoneId },
        { title: 'Call the accountant', milestone_id: milestoneId },
        { title: 'Think it over' },
      ],
    });
    expect(logged.status).toBe(200);
    expect(logged.body.data).toMatchObject({ status: 'held', actual_minutes: 50, notes: 'Good talk' });
    const plan = (await api('GET', '/api/mentee/mentoring', 'member')).body.data;
    const titles = plan.milestones
      .find((m: { id: number }) => m.id === milestoneId)
      .tasks.map((x: { title: string }) => x.title);
    expect(titles).toEqual(['Draft the pitch', 'Ask the bank', 'Call the accountant']);
    const again = await api('POST', `/api/sessions/${begun}/log`, 'member', {
      held: false,
      missed_by: 'captain',
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MSG.sessionAlreadyLogged);
  });
});

describe('feedback', () => {
  it('is kept private: the captain sees the members’ average only from 3 ratings by 2 members', async () => {
    const summary = async () => (await api('GET', '/api/mentor/feedback-summary', 'captain')).body.data;
    const notYet = await heldSoFar(2);
    expect((await api('POST', `/api/sessions/${notYet}/feedback`, 'member', { score: 5 })).status).toBe(409);
    await api('POST', `/api/sessions/${notYet}/log`, 'member', { held: true, duration_minutes: 60 });
    expect((await api('POST', `/api/sessions/${notYet}/feedback`, 'member', { score: 6 })).status).toBe(422);
    const rated = await api('POST', `/api/sessions/${notYet}/feedback`, 'member', {
      score: 5,
      comment: 'Useful',
    });
    expect(rated.body.data.my_feedback).toEqual({ score: 5, comment: 'Useful' });
    // The captain's own rating does not count, and never shows the member's.
    await api('POST', `/api/sessions/${notYet}/feedback`, 'captain', { score: 1 });
    const captainView = (await api('GET', `/api/sessions?mentoring_id=${mentoringId}`, 'captain')).body.data;
    expect(captainView.find((x: Session) => x.id === notYet).my_feedback).toEqual({
      score: 1,
      comment: null,
    });
    expect(JSON.stringify(captainView)).not.toContain('Useful');
    expect(await summary()).toBeNull();

    const second = await heldSoFar(3);
    await api('POST', `/api/sessions/${second}/log`, 'captain', { held: true, duration_minutes: 30 });
    await api('POST', `/api/sessions/${second}/feedback`, 'member', {
      score: 2,
      private_note: 'Felt rushed',
    });
    expect(await summary()).toBeNull(); // two ratings, one member

    // A third rating from a second member.
    const s = await api('POST', '/api/sessions', 'otherMember', {
      mentoring_id: secondPairId,
      slots: [{ start: soon(300), duration_minutes: 30 }],
      location: 'Cafe',
    });
    await api('POST', `/api/sessions/${s.body.data.id}/accept`, 'captain', { slot: 0 });
    await sessionsRepository(t.app.db).update(s.body.data.id, {
      startsAt: new Date((soon(0) - 4 * HOUR) * 1000),
    });
    await api('POST', `/api/sessions/${s.body.data.id}/log`, 'otherMember', {
      held: true,
      duration_minutes: 30,
    });
    await api('POST', `/api/sessions/${s.body.data.id}/feedback`, 'otherMember', { score: 3 });
    expect(await summary()).toEqual({ average: 3.3, count: 3, members: 2 });

    const flagged = (await api('GET', '/api/admin/session-feedback', 'admin')).body.data;
    expect(
      flagged.map((f: { score: number; private_note: string | null }) => [f.score, f.private_note]),
    ).toEqual([
      [2, 'Felt rushed'],
      [1, null],
    ]);
    expect((await api('GET', '/api/admin/session-feedback', 'captain')).status).toBe(403);
  });

  it('the overview counts held sessions, hours, missed rate and usefulness', async () => {
    const missed = await heldSoFar(5);
    await api('POST', `/api/sessions/${missed}/log`, 'captain', { held: false, missed_by: 'member' });
    const o = (await api('GET', '/api/admin/overview', 'admin')).body.data.sessions;
    expect(o.held).toBe(4);
    expect(o.hours).toBe(Math.round(((50 + 60 + 30 + 30) / 60) * 10) / 10);
    expect(o.missed_rate).toBe(0.2);
    expect(o.captains_held).toBe(1);
    expect(o.usefulness_avg).toBe(2.8);
    expect(o.per_week.reduce((n: number, w: { held: number }) => n + w.held, 0)).toBe(4);
    expect(o.hours_per_captain[0]).toMatchObject({ id: id.captain, held: 4 });
  });
});

describe('the calendar feed', () => {
  it('answers text/calendar for its secret without a bearer; a reset stops the old URL at once', async () => {
    const feed = (await api('GET', '/api/user/calendar-feed', 'member')).body.data;
    expect(feed.url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(feed.webcal_url).toBe(feed.url.replace('http:', 'webcal:'));
    expect((await api('GET', '/api/user/calendar-feed', 'member')).body.data).toEqual(feed);
    const path = new URL(feed.url).pathname;
    const file = await t.app.inject({ method: 'GET', url: path });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const cal = new ICAL.Component(ICAL.parse(file.body));
    const uids = cal.getAllSubcomponents('vevent').map((v) => String(v.getFirstPropertyValue('uid')));
    expect(uids.some((u) => u.startsWith('session-'))).toBe(true);
    // Only the member's own pair's sessions.
    const otherPair = (await api('GET', `/api/sessions?mentoring_id=${secondPairId}`, 'captain')).body.data;
    for (const s of otherPair) expect(uids).not.toContain(`session-${s.id}@localhost:3000`);

    // The captain's feed holds the events they run too (the demo captain runs some).
    const captainFeed = (await api('GET', '/api/user/calendar-feed', 'captain')).body.data;
    expect(captainFeed.url).not.toBe(feed.url);
    const theirs = await t.app.inject({ method: 'GET', url: new URL(captainFeed.url).pathname });
    const events = (await t.app.db.execute(
      sql`select id from events where owner_id = ${id.captain} and ends_at >= now() - interval '90 days'`,
    )) as unknown as { rows: { id: number }[] };
    expect(events.rows.length).toBeGreaterThan(0);
    for (const e of events.rows) expect(theirs.body).toContain(`UID:event-${e.id}@localhost:3000`);

    const reset = (await api('POST', '/api/user/calendar-feed/reset', 'member')).body.data;
    expect(reset.url).not.toBe(feed.url);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: new URL(reset.url).pathname })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/calendar/nothing.ics' })).statusCode).toBe(404);
    const row = await t.app.db.execute(
      sql`select secret_hash from calendar_feeds where user_id = ${id.member}`,
    );
    const secret = /calendar\/(.+)\.ics$/.exec(reset.url)![1]!;
    expect(JSON.stringify(row)).not.toContain(secret);
  });
});

describe('reminders', () => {
  it('24 h and 1 h before to both, and the morning after an unlogged session to its proposer', async () => {
    const s = (await propose('member', [{ start: soon(400), duration_minutes: 60 }])).body.data;
    await api('POST', `/api/sessions/${s.id}/accept`, 'captain', { slot: 0 });
    const reminders = sessionRemindersService(t.app);
    const at = (hoursBefore: number) => new Date((soon(400) - hoursBefore * HOUR) * 1000);
    const before = (await mailsTo(email.member)).length;
    await reminders.queue(at(23));
    await reminders.queue(at(22)); // once only
    await reminders.queue(at(0.5));
    const mine = (await mailsTo(email.member)).slice(before).map((m) => m.subject);
    expect(mine.filter((x) => x.startsWith('Tomorrow'))).toHaveLength(1);
    expect(mine.filter((x) => x.startsWith('In an hour'))).toHaveLength(1);
    // The next UK morning at 08:30 the unlogged session reminds its proposer (the member) only.
    const morning = new Date(Date.UTC(2030, 0, 10, 8, 30));
    await sessionsRepository(t.app.db).update(s.id, { startsAt: new Date(Date.UTC(2030, 0, 9, 14)) });
    const aboutIt = async (who: Who) =>
      (await mailsTo(email[who])).filter(
        (m) => m.subject.startsWith('How did') && m.text.includes('9 January 2030'),
      );
    await reminders.queue(new Date(Date.UTC(2030, 0, 9, 20))); // the same evening: not yet
    expect(await aboutIt('member')).toHaveLength(0);
    await reminders.queue(morning);
    expect(await aboutIt('member')).toHaveLength(1);
    expect(await aboutIt('captain')).toHaveLength(0);
  });
});

describe('permissions', () => {
  it('only the pair acts, staff read, everyone else gets 404 (or 401/403 by role)', async () => {
    const s = (await propose('member', [{ start: soon(500), duration_minutes: 30 }])).body.data;
    const everyone: Who[] = ['member', 'otherMember', 'captain', 'otherCaptain', 'moderator', 'admin'];
    const list = async (who?: Who) =>
      (await api('GET', `/api/sessions?mentoring_id=${mentoringId}`, who)).status;
    expect(await list()).toBe(401);
    expect(Object.fromEntries(await Promise.all(everyone.map(async (w) => [w, await list(w)])))).toEqual({
      member: 200,
      otherMember: 404,
      captain: 200,
      otherCaptain: 404,
      moderator: 200,
      admin: 200,
    });
    const calls: [string, object][] = [
      ['accept', { slot: 0 }],
      ['propose', { slots: [{ start: soon(501), duration_minutes: 30 }] }],
      ['reschedule', { start: soon(502), duration_minutes: 30 }],
      ['cancel', { reason: 'x' }],
      ['log', { held: true, duration_minutes: 30 }],
      ['feedback', { score: 3 }],
    ];
    for (const [action, body] of calls) {
      const url = `/api/sessions/${s.id}/${action}`;
      expect((await api('POST', url, undefined, body)).status, action).toBe(401);
      expect((await api('POST', url, 'otherMember', body)).status, action).toBe(404);
      expect((await api('POST', url, 'otherCaptain', body)).status, action).toBe(404);
      expect((await api('POST', url, 'moderator', body)).status, action).toBe(403);
      expect((await api('POST', url, 'admin', body)).status, action).toBe(403);
    }
    const create = {
      mentoring_id: mentoringId,
      slots: [{ start: soon(503), duration_minutes: 30 }],
      location: 'x',
    };
    expect((await api('POST', '/api/sessions', 'otherCaptain', create)).status).toBe(404);
    expect((await api('POST', '/api/sessions', 'otherMember', create)).status).toBe(404);
    expect((await api('POST', '/api/sessions', 'admin', create)).status).toBe(403);
    expect((await api('GET', '/api/mentor/feedback-summary', 'member')).status).toBe(403);
    expect((await api('GET', '/api/admin/session-feedback', 'moderator')).status).toBe(200);
    expect((await api('GET', '/api/user/calendar-feed')).status).toBe(401);
    expect((await api('POST', '/api/user/calendar-feed/reset')).status).toBe(401);
  });
});
