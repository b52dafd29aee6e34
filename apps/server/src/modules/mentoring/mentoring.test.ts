import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@keh/contracts';
import { users } from '../../db/schema';
import { call, createTestApp, lastMail, signIn, type TestApp } from '../../test/app';
import { otherPersonEmail, withoutDemoMentoring } from '../../test/fixtures';

type Who = 'member' | 'otherMember' | 'captain' | 'otherCaptain' | 'admin';
let t: TestApp;
const token = {} as Record<Who, string>;
const id = {} as Record<Who, number>;

beforeAll(async () => {
  t = await createTestApp();
  await withoutDemoMentoring(t.app);
  const pick = (type: 'mentor' | 'mentee', not: string) => otherPersonEmail(t.app, type, [not]);
  const emails: Record<Who, string> = {
    member: 'mentee@example.com',
    otherMember: await pick('mentee', 'mentee@example.com'),
    captain: 'mentor@example.com',
    otherCaptain: await pick('mentor', 'mentor@example.com'),
    admin: 'admin@example.com',
  };
  for (const who of Object.keys(emails) as Who[]) {
    token[who] = await signIn(t.app, emails[who]);
    id[who] = (
      await call(t.app, { method: 'GET', url: '/api/user/profile', token: token[who] })
    ).body.data.id;
  }
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'DELETE', url: string, who?: Who, payload?: object) =>
  call(t.app, { method, url, token: who && token[who], ...(payload && { payload }) });
const profile = async (who: Who) => (await api('GET', '/api/user/profile', who)).body.data;
const setCaptain = (who: Who, values: Partial<typeof users.$inferInsert>) =>
  t.app.db.update(users).set(values).where(eq(users.id, id[who]));

describe('requests and mentoring', () => {
  it('goes request → recall → request → accept, with counters, states and mails', async () => {
    const url = `/api/mentee/mentors/${id.captain}/request`;
    expect((await api('POST', url, 'member')).body.data.request_status).toBe('pending');
    expect((await lastMail(t.app, 'mentor@example.com'))?.subject).toMatch(/asked you for mentoring$/);
    const again = await api('POST', url, 'member');
    expect(again.status).toBe(422);
    expect(again.body.message).toBe(MSG.requestExists);
    expect((await profile('captain')).incoming_requests_count).toBe(1);
    expect((await api('GET', '/api/mentee/requests', 'member')).body.data[0].mentor.id).toBe(id.captain);

    expect((await api('DELETE', url, 'member')).body.data.request_status).toBe('canceled_by_mentee');
    expect((await profile('captain')).incoming_requests_count).toBe(0);
    expect((await api('GET', `/api/mentee/mentors/${id.captain}`, 'member')).body.data).toMatchObject({
      request_status: 'canceled_by_mentee',
      can_send_request: true,
    });
    expect((await api('DELETE', url, 'member')).status).toBe(404);

    await api('POST', url, 'member');
    await api('POST', `/api/mentee/mentors/${id.otherCaptain}/request`, 'member');
    const incoming = (await api('GET', '/api/mentor/requests', 'captain')).body.data;
    expect(incoming).toHaveLength(1);
    expect(incoming[0].mentee.id).toBe(id.member);
    const accepted = await api('POST', `/api/mentor/requests/${incoming[0].id}`, 'captain');
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.request_status).toBe('accepted');
    expect((await lastMail(t.app, 'mentee@example.com'))?.subject).toMatch(/accepted your request$/);
    // Accepting withdrew the Member's other open request.
    expect((await api('GET', '/api/mentor/requests', 'otherCaptain')).body.data).toHaveLength(0);

    const mine = (await api('GET', '/api/mentee/mentoring', 'member')).body.data;
    expect(mine).toMatchObject({
      id: accepted.body.data.mentoring_id,
      mentor: { id: id.captain },
      milestones: [],
    });
    expect((await api('GET', `/api/mentee/mentors/${id.captain}`, 'member')).body.data).toMatchObject({
      request_status: 'accepted',
      can_send_request: false,
      mentees: 1,
    });
    const other = await api('POST', `/api/mentee/mentors/${id.otherCaptain}/request`, 'member');
    expect(other.body.message).toBe(MSG.alreadyHaveCaptain);
    expect(
      (await api('GET', '/api/mentor/mentees', 'captain')).body.data.map(
        (m: { mentee: { id: number } }) => m.mentee.id,
      ),
    ).toEqual([id.member]);
    expect((await api('GET', `/api/mentor/mentees/${id.member}/mentoring`, 'captain')).status).toBe(200);
    expect((await api('GET', `/api/mentor/mentees/${id.member}/survey`, 'captain')).status).toBe(200);

    // The captain ends it.
    expect((await api('DELETE', `/api/mentor/mentees/${id.member}`, 'captain')).body.data.message).toBe('OK');
    expect((await api('GET', '/api/mentee/mentoring', 'member')).body.data).toBeNull();
    expect((await api('GET', `/api/mentor/mentees/${id.member}/survey`, 'captain')).status).toBe(404);
  });

  it('a captain declines; the Member may ask again', async () => {
    const url = `/api/mentee/mentors/${id.otherCaptain}/request`;
    await api('POST', url, 'otherMember');
    const [req] = (await api('GET', '/api/mentor/requests', 'otherCaptain')).body.data;
    expect(
      (await api('DELETE', `/api/mentor/requests/${req.id}`, 'otherCaptain')).body.data.request_status,
    ).toBe('cancelled_by_mentor');
    expect(
      (await api('GET', `/api/mentee/mentors/${id.otherCaptain}`, 'otherMember')).body.data.request_status,
    ).toBe('cancelled_by_mentor');
    expect((await api('POST', url, 'otherMember')).body.data.request_status).toBe('pending');
    await api('DELETE', url, 'otherMember');
  });

  it('a captain at the limit cannot accept more, and is unavailable for new requests', async () => {
    await setCaptain('otherCaptain', { menteesLimit: 1, disableMentoringRequests: false });
    await api('POST', `/api/mentee/mentors/${id.otherCaptain}/request`, 'member');
    await api('POST', `/api/mentee/mentors/${id.otherCaptain}/request`, 'otherMember');
    const incoming = (await api('GET', '/api/mentor/requests', 'otherCaptain')).body.data as {
      id: number;
      mentee: { id: number };
    }[];
    const a = incoming.find((r) => r.mentee.id === id.member)!;
    const b = incoming.find((r) => r.mentee.id === id.otherMember)!;
    expect((await api('POST', `/api/mentor/requests/${a.id}`, 'otherCaptain')).status).toBe(200);
    const full = await api('POST', `/api/mentor/requests/${b.id}`, 'otherCaptain');
    expect(full.status).toBe(422);
    expect(full.body.message).toBe(MSG.membersLimitReached);
    expect((await api('GET', `/api/mentee/mentors/${id.otherCaptain}`, 'admin')).status).toBe(403);
    await api('DELETE', `/api/mentee/mentors/${id.otherCaptain}/request`, 'otherMember');
    const blocked = await api('POST', `/api/mentee/mentors/${id.otherCaptain}/request`, 'otherMember');
    expect(blocked.body.message).toBe(MSG.captainUnavailable);
  });

  it('a captain with requests turned off is unavailable; no mail when the flag is off', async () => {
    await setCaptain('captain', { disableMentoringRequests: true });
    expect((await api('POST', `/api/mentee/mentors/${id.captain}/request`, 'otherMember')).body.message).toBe(
      MSG.captainUnavailable,
    );
    await setCaptain('captain', { disableMentoringRequests: false, systemNotifications: false });
    const before = await lastMail(t.app, 'mentor@example.com');
    expect((await api('POST', `/api/mentee/mentors/${id.captain}/request`, 'otherMember')).status).toBe(200);
    expect((await lastMail(t.app, 'mentor@example.com'))?.subject).toBe(before?.subject);
  });
});

describe('who may call what', () => {
  it('answers every request and mentoring call by role and ownership', async () => {
    // A fresh open request from member to captain, owned by them only.
    await setCaptain('captain', { menteesLimit: 5 });
    await api('DELETE', `/api/mentor/mentees/${id.member}`, 'otherCaptain');
    await api('DELETE', `/api/mentee/mentors/${id.captain}/request`, 'otherMember');
    await api('POST', `/api/mentee/mentors/${id.captain}/request`, 'member');
    const req = (await api('GET', '/api/mentor/requests', 'captain')).body.data.find(
      (r: { mentee: { id: number } }) => r.mentee.id === id.member,
    );
    const cases: [string, 'GET' | 'POST' | 'DELETE', string, Partial<Record<Who | 'guest', number>>][] = [
      ['list captains', 'GET', '/api/mentee/mentors', { guest: 401, member: 200, captain: 403, admin: 403 }],
      [
        'list other captains',
        'GET',
        '/api/mentor/mentors',
        { guest: 401, member: 403, captain: 200, admin: 403 },
      ],
      [
        'own requests',
        'GET',
        '/api/mentee/requests',
        { guest: 401, member: 200, otherMember: 200, captain: 403, admin: 403 },
      ],
      [
        'own mentoring',
        'GET',
        '/api/mentee/mentoring',
        { guest: 401, member: 200, captain: 403, admin: 403 },
      ],
      [
        'incoming',
        'GET',
        '/api/mentor/requests',
        { guest: 401, member: 403, captain: 200, otherCaptain: 200, admin: 403 },
      ],
      ['my members', 'GET', '/api/mentor/mentees', { guest: 401, member: 403, captain: 200, admin: 403 }],
      [
        'recall someone else’s',
        'DELETE',
        `/api/mentee/mentors/${id.captain}/request`,
        { guest: 401, otherMember: 404, captain: 403, admin: 403 },
      ],
      [
        'request',
        'POST',
        `/api/mentee/mentors/${id.captain}/request`,
        { guest: 401, captain: 403, otherCaptain: 403, admin: 403 },
      ],
      ['request a non-captain', 'POST', `/api/mentee/mentors/${id.otherMember}/request`, { member: 404 }],
      [
        'accept another’s request',
        'POST',
        `/api/mentor/requests/${req.id}`,
        { guest: 401, member: 403, otherCaptain: 404, admin: 403 },
      ],
      [
        'decline another’s request',
        'DELETE',
        `/api/mentor/requests/${req.id}`,
        { guest: 401, member: 403, otherCaptain: 404, admin: 403 },
      ],
      [
        'a pair that is not yours',
        'GET',
        `/api/mentor/mentees/${id.member}/mentoring`,
        { guest: 401, member: 403, otherCaptain: 404, captain: 404, admin: 403 },
      ],
      [
        'remove a member not yours',
        'DELETE',
        `/api/mentor/mentees/${id.member}`,
        { guest: 401, member: 403, otherCaptain: 404, admin: 403 },
      ],
    ];
    for (const [name, method, url, expected] of cases) {
      for (const [who, status] of Object.entries(expected)) {
        const res = await api(method, url, who === 'guest' ? undefined : (who as Who));
        expect(res.status, `${name} as ${who}`).toBe(status);
      }
    }
    // The owner can still do it.
    expect((await api('POST', `/api/mentor/requests/${req.id}`, 'captain')).status).toBe(200);
  });
});
