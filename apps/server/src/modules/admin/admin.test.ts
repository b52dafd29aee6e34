import { beforeAll, describe, expect, it } from 'vitest';
import { MSG, type AuditEntry, type PersonDetail, type PersonRow } from '@keh/contracts';
import { call, form, lastMail, sendAndReadCode, signIn, useTestApp } from '../../test/app';
import { menteeFields, register, verifyEmail } from '../../test/fixtures';
import { usersRepository } from '../users/users.repository';

const t = useTestApp();
let admin: string;
let moderator: string;
let member: string;
let captain: string;
let fresh: string;
const ids: Record<string, number> = {};
const idOf = async (email: string) => (await usersRepository(t.app.db).findByEmail(email))!.id;

beforeAll(async () => {
  [admin, moderator, member, captain] = await Promise.all([
    signIn(t.app, 'admin@example.com'),
    signIn(t.app, 'moderator@example.com'),
    signIn(t.app, 'mentee@example.com'),
    signIn(t.app, 'mentor@example.com'),
  ]);
  // A Member who answered all 19 questions at sign-up (the demo Member did not).
  await verifyEmail(t.app, 'jordan.hale@example.com');
  expect((await register(t.app, 'mentee', menteeFields('jordan.hale@example.com'))).status).toBe(201);
  fresh = await signIn(t.app, 'jordan.hale@example.com', 'Secret123');
  for (const e of [
    'admin@example.com',
    'moderator@example.com',
    'mentee@example.com',
    'liam.carter@example.com',
    'jordan.hale@example.com',
  ])
    ids[e] = await idOf(e);
});

describe('who may call the console', () => {
  it('is for admins: 401 for guests, 403 for members, captains and moderators', async () => {
    for (const url of ['/api/admin/users', '/api/admin/survey-change-requests', '/api/admin/audit-log']) {
      expect((await call(t.app, { method: 'GET', url })).status, url).toBe(401);
      for (const token of [member, captain, moderator])
        expect((await call(t.app, { method: 'GET', url, token })).status, url).toBe(403);
      expect((await call(t.app, { method: 'GET', url, token: admin })).status, url).toBe(200);
    }
  });
});

describe('GET admin/users', () => {
  it('searches names, e-mails and businesses and filters by role, status and sign-up day', async () => {
    const list = async (q: string) =>
      (
        (await call(t.app, { method: 'GET', url: `/api/admin/users?${q}`, token: admin })).body
          .data as PersonRow[]
      ).map((p) => p.email);
    expect(await list('query=harbourside')).toEqual(['mentee@example.com']);
    expect(await list('query=collins')).toContain('mentee@example.com');
    const captains = await list('role=mentor&limit=100');
    expect(captains).toContain('mentor@example.com');
    expect(captains).not.toContain('mentee@example.com');
    // The demo people joined over the last weeks (the seed spreads them); the demo accounts first.
    const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const recent = await list(`from=${monthAgo}&limit=100`);
    expect(recent.length).toBeGreaterThan(3);
    expect(recent.length).toBeLessThan((await list('limit=100')).length);
    expect(recent).not.toContain('admin@example.com');
    expect(await list('to=2000-01-01')).toEqual([]);
    expect(
      (await call(t.app, { method: 'GET', url: '/api/admin/users?from=yesterday', token: admin })).status,
    ).toBe(422);
    const [row] = (
      await call(t.app, { method: 'GET', url: '/api/admin/users?query=mentee@example.com', token: admin })
    ).body.data as PersonRow[];
    expect(row).toMatchObject({ type: 'mentee', status: 'active', first_name: 'Sarah' });
    expect(row!.last_sign_in_at).not.toBeNull();
  });

  it('opens one person with their questionnaire, requests and mentorings', async () => {
    const res = await call(t.app, {
      method: 'GET',
      url: `/api/admin/users/${ids['mentee@example.com']}`,
      token: admin,
    });
    const p = res.body.data as PersonDetail;
    expect(p.mentorings.map((m) => m.with.first_name)).toEqual(['James']);
    expect(p.active_tokens).toBeGreaterThan(0);
    const jordan = await call(t.app, {
      method: 'GET',
      url: `/api/admin/users/${ids['jordan.hale@example.com']}`,
      token: admin,
    });
    expect((jordan.body.data as PersonDetail).questionnaire).toEqual({
      answers: 19,
      change_request_status: null,
    });
  });

  it("opens with a preview token for the Member in the query (the questionnaire preview link), never a session's", async () => {
    const id = ids['jordan.hale@example.com'];
    const url = `/api/admin/users/${id}`;
    const preview = await call(t.app, {
      method: 'POST',
      url: `/api/admin/mentee/${id}/survey/preview-token`,
      token: admin,
    });
    expect(
      (await call(t.app, { method: 'GET', url: `${url}?token=${preview.body.data.token}` })).status,
    ).toBe(200);
    expect((await call(t.app, { method: 'GET', url: `${url}?token=${admin}` })).status).toBe(401);
    expect((await call(t.app, { method: 'GET', url: `${url}?token=${moderator}` })).status).toBe(401);
    expect((await call(t.app, { method: 'GET', url: `${url}?token=nope` })).status).toBe(401);
    // The list and the actions take the session only.
    expect((await call(t.app, { method: 'GET', url: `/api/admin/users?token=${admin}` })).status).toBe(401);
  });
});

describe('suspend and reactivate', () => {
  it('ends the sessions at once, refuses sign-in with a clear message, and lets them back in', async () => {
    const liam = await signIn(t.app, 'liam.carter@example.com');
    const id = ids['liam.carter@example.com']!;
    const suspended = await call(t.app, {
      method: 'POST',
      url: `/api/admin/users/${id}/suspend`,
      token: admin,
      payload: { reason: 'Spam messages' },
    });
    expect(suspended.body.data).toMatchObject({ status: 'suspended', active_tokens: 0 });
    expect((await call(t.app, { method: 'GET', url: '/api/user/profile', token: liam })).status).toBe(401);
    const otp = await sendAndReadCode(t.app, 'liam.carter@example.com');
    await call(t.app, {
      method: 'POST',
      url: '/api/auth/confirm-otp',
      payload: { email: 'liam.carter@example.com', otp },
    });
    const login = await call(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      ...form({ email: 'liam.carter@example.com', password: 'Password12' }),
    });
    expect(login.status).toBe(422);
    expect(login.body.message).toBe(MSG.accountSuspended);
    const again = await call(t.app, {
      method: 'POST',
      url: `/api/admin/users/${id}/suspend`,
      token: admin,
      payload: {},
    });
    expect(again.body.message).toBe(MSG.alreadySuspended);
    expect(
      (await call(t.app, { method: 'POST', url: `/api/admin/users/${id}/reactivate`, token: admin })).body
        .data.status,
    ).toBe('active');
    await signIn(t.app, 'liam.carter@example.com');
  });

  it('will not suspend oneself', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: `/api/admin/users/${ids['admin@example.com']}/suspend`,
      token: admin,
      payload: {},
    });
    expect(res.body.message).toBe(MSG.notYourself);
  });
});

describe('roles and the last admin', () => {
  it('changes a role; nobody removes the last admin', async () => {
    const role = (id: number, r: string, token = admin) =>
      call(t.app, { method: 'POST', url: `/api/admin/users/${id}/role`, token, payload: { role: r } });
    const last = await role(ids['admin@example.com']!, 'moderator');
    expect(last.status).toBe(422);
    expect(last.body.message).toBe(MSG.lastAdmin);
    // A second admin: now the first may step down, and the second may not.
    expect((await role(ids['moderator@example.com']!, 'admin')).body.data.type).toBe('admin');
    expect((await role(ids['admin@example.com']!, 'moderator')).body.data.type).toBe('moderator');
    const newAdmin = await signIn(t.app, 'moderator@example.com');
    expect((await role(ids['moderator@example.com']!, 'mentor', newAdmin)).body.message).toBe(MSG.lastAdmin);
    // Put things back for the other tests.
    expect((await role(ids['admin@example.com']!, 'admin', newAdmin)).status).toBe(200);
    expect((await role(ids['moderator@example.com']!, 'moderator')).status).toBe(200);
  });
});

describe('questionnaire change requests', () => {
  it('lists the pending ones; refusing tells the member the reason and ends the request', async () => {
    const ask = () =>
      call(t.app, { method: 'POST', url: '/api/mentee/profile/survey/request-change', token: fresh });
    expect((await ask()).body.data.status).toBe('pending');
    const pending = await call(t.app, {
      method: 'GET',
      url: '/api/admin/survey-change-requests',
      token: admin,
    });
    expect(pending.body.data.map((r: { member: PersonRow }) => r.member.email)).toEqual([
      'jordan.hale@example.com',
    ]);
    // With the number of their answers (a complete questionnaire: all 19).
    expect(pending.body.data[0].answers).toBe(19);
    const url = `/api/admin/mentees/${ids['jordan.hale@example.com']}/survey/request-change`;
    const empty = await call(t.app, {
      method: 'POST',
      url: `${url}/refuse`,
      token: admin,
      payload: { reason: '' },
    });
    expect(empty.body.errors.reason).toEqual([MSG.refusalReasonRequired]);
    const refused = await call(t.app, {
      method: 'POST',
      url: `${url}/refuse`,
      token: admin,
      payload: { reason: 'Finish your course first.' },
    });
    expect(refused.body.data.status).toBeNull();
    expect((await lastMail(t.app, 'jordan.hale@example.com'))?.text).toContain('Finish your course first.');
    // Asked again and approved: the member may change the questionnaire.
    await ask();
    expect(
      (await call(t.app, { method: 'POST', url: `${url}/approve`, token: admin })).body.data.status,
    ).toBe('approved');
    expect(
      (await call(t.app, { method: 'GET', url: '/api/admin/survey-change-requests', token: admin })).body
        .data,
    ).toEqual([]);
  });
});

describe('GET admin/audit-log', () => {
  it('holds every staff action: who, what, when, on whom', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/admin/audit-log?limit=100', token: admin });
    const entries = res.body.data as AuditEntry[];
    const actions = entries.map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'user.suspended',
        'user.reactivated',
        'user.role_changed',
        'questionnaire.change_refused',
        'questionnaire.change_approved',
      ]),
    );
    const suspension = entries.find((e) => e.action === 'user.suspended')!;
    expect(suspension).toMatchObject({
      actor: { first_name: 'Alex', last_name: 'Grant' },
      target: { type: 'user', id: ids['liam.carter@example.com'], label: 'Liam Carter' },
      details: { reason: 'Spam messages' },
    });
    const filtered = await call(t.app, {
      method: 'GET',
      url: '/api/admin/audit-log?action=user.role_changed',
      token: admin,
    });
    expect((filtered.body.data as AuditEntry[]).every((e) => e.action === 'user.role_changed')).toBe(true);
  });
});
