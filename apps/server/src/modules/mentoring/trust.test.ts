import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { chatMessages, conversationMembers, conversations, mentoringRequests } from '../../db/schema';
import { call, createTestApp, lastMail, mailSettled, signIn, type TestApp } from '../../test/app';
import { otherPersonEmail, withoutDemoMentoring } from '../../test/fixtures';
import { pdfText } from '../../test/pdf';
import { median, trustService } from './trust.service';

type Who = 'member' | 'otherMember' | 'captain' | 'otherCaptain';
let t: TestApp;
const token = {} as Record<Who, string>;
const id = {} as Record<Who, number>;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({ logLevel: 'error' });
  await withoutDemoMentoring(t.app);
  const pick = (type: 'mentor' | 'mentee', not: string) => otherPersonEmail(t.app, type, [not]);
  const emails: Record<Who, string> = {
    member: 'mentee@example.com',
    otherMember: await pick('mentee', 'mentee@example.com'),
    captain: 'mentor@example.com',
    otherCaptain: await pick('mentor', 'mentor@example.com'),
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
const status = async (url: string, who?: Who) =>
  (await t.app.inject({ method: 'GET', url, headers: who ? { authorization: `Bearer ${token[who]}` } : {} }))
    .statusCode;
/** The newest mail to an address whose subject matches (mails of one moment may come in any order). */
const mailTo = async (to: string, subject: RegExp) => {
  await mailSettled(t.app);
  const outbox = await call(t.app, { method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  return (outbox.body.data as { subject: string; text: string }[]).find((m) => subject.test(m.subject));
};
const sweep = (daysFromNow: number) =>
  trustService(t.app).sweepRequests(new Date(Date.now() + daysFromNow * DAY));

describe('requests that expire', () => {
  it('reminds the captain at 3 and 10 days, expires at 14, and frees the Member to ask again', async () => {
    const url = `/api/mentee/mentors/${id.captain}/request`;
    expect((await api('POST', url, 'member')).body.data.request_status).toBe('pending');
    expect(await sweep(2.9)).toEqual({ reminded: 0, expired: 0 });
    expect(await sweep(3.1)).toEqual({ reminded: 1, expired: 0 });
    expect((await lastMail(t.app, 'mentor@example.com'))?.subject).toMatch(/is waiting for your answer$/);
    // Once each: a second sweep in the same window sends nothing.
    expect(await sweep(3.2)).toEqual({ reminded: 0, expired: 0 });
    expect(await sweep(10.1)).toEqual({ reminded: 1, expired: 0 });
    expect(await sweep(13.9)).toEqual({ reminded: 0, expired: 0 });
    expect((await api('GET', '/api/mentor/requests', 'captain')).body.data).toHaveLength(1);

    expect(await sweep(14.01)).toEqual({ reminded: 0, expired: 1 });
    const mail = await lastMail(t.app, 'mentee@example.com');
    expect(mail?.subject).toMatch(/has expired$/);
    expect(mail?.text).toContain('/my/pending-requests');
    expect((await api('GET', '/api/mentor/requests', 'captain')).body.data).toHaveLength(0);
    const mine = (await api('GET', '/api/mentee/requests', 'member')).body.data;
    expect(mine).toMatchObject([{ status: 'expired', mentor: { id: id.captain } }]);
    const profile = await api('GET', `/api/mentee/mentors/${id.captain}`, 'member');
    expect(profile.body.data, JSON.stringify(profile.body)).toMatchObject({
      request_status: 'expired',
      can_send_request: true,
    });
    // The captain cannot answer an expired request, nor ask about it.
    expect((await api('POST', `/api/mentor/requests/${mine[0].id}`, 'captain')).status).toBe(404);
    // Asking again: a new open request, and the expired one leaves the Member's list.
    expect((await api('POST', url, 'member')).body.data.request_status).toBe('pending');
    const after = (await api('GET', '/api/mentee/requests', 'member')).body.data;
    expect(after.map((r: { status: string }) => r.status)).toEqual(['pending']);
    await api('DELETE', url, 'member');
  });

  it('scales with REQUEST_EXPIRY_DAYS: a tiny setting expires a request within the sweep', async () => {
    const config = t.app.config;
    const days = config.requestExpiryDays;
    config.requestExpiryDays = 1 / (24 * 60); // one minute
    try {
      await api('POST', `/api/mentee/mentors/${id.otherCaptain}/request`, 'member');
      const s = trustService(t.app);
      expect(await s.sweepRequests(new Date(Date.now() + 20_000))).toEqual({ reminded: 1, expired: 0 });
      expect(await s.sweepRequests(new Date(Date.now() + 61_000))).toEqual({ reminded: 1, expired: 1 });
      expect((await api('GET', '/api/mentee/requests', 'member')).body.data[0].status).toBe('expired');
    } finally {
      config.requestExpiryDays = days;
    }
  });
});

describe('asking before accepting', () => {
  it('opens the conversation with the request quoted; the request stays open', async () => {
    await api('POST', `/api/mentee/mentors/${id.captain}/request`, 'otherMember');
    const [req] = (await api('GET', '/api/mentor/requests', 'captain')).body.data;
    const bad = await api('POST', `/api/mentor/requests/${req.id}/question`, 'captain', { body: '  ' });
    expect(bad.status).toBe(422);
    expect(
      (await api('POST', `/api/mentor/requests/${req.id}/question`, 'otherCaptain', { body: 'Hi' })).status,
    ).toBe(404);
    expect(
      (await api('POST', `/api/mentor/requests/${req.id}/question`, 'member', { body: 'Hi' })).status,
    ).toBe(403);
    const asked = await api('POST', `/api/mentor/requests/${req.id}/question`, 'captain', {
      body: 'What does your business do?',
    });
    expect(asked.status).toBe(200);
    expect(asked.body.data.member.id).toBe(id.otherMember);
    const page = await api('GET', `/api/conversations/${asked.body.data.id}`, 'otherMember');
    const last = page.body.data.messages.at(-1);
    expect(last.body).toMatch(/^“Mentoring request from .+, \d+ \w+ \d{4}”\n\n/);
    expect(last.body).toContain('What does your business do?');
    // Asked again: the same conversation.
    const again = await api('POST', `/api/mentor/requests/${req.id}/question`, 'captain', {
      body: 'And where?',
    });
    expect(again.body.data.id).toBe(asked.body.data.id);
    expect((await api('GET', '/api/mentor/requests', 'captain')).body.data[0]).toMatchObject({
      id: req.id,
      status: 'pending',
    });
    await api('DELETE', `/api/mentee/mentors/${id.captain}/request`, 'otherMember');
  });
});

describe('responsiveness', () => {
  it('is the median of request answers and first chat replies over 90 days; fewer than 3 is new', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });

  it('labels captains from a seeded history, on cards and profiles, without changing the match', async () => {
    const s = trustService(t.app);
    const seedAnswer = async (
      captainId: number,
      hours: number,
      status: 'accepted' | 'cancelled_by_mentor',
    ) => {
      const now = Date.now() - 86_400_000;
      await t.app.db.insert(mentoringRequests).values({
        menteeId: id.otherMember,
        mentorId: captainId,
        status,
        createdAt: new Date(now - hours * 3_600_000),
        updatedAt: new Date(now),
      });
    };
    await t.app.db.delete(mentoringRequests).where(eq(mentoringRequests.mentorId, id.otherCaptain));
    const before = (await api('GET', `/api/mentee/mentors?limit=50`, 'member')).body.data;
    expect((await s.responsiveness([id.otherCaptain])).get(id.otherCaptain)).toEqual({
      label: 'new',
      median_hours: null,
    });
    await seedAnswer(id.otherCaptain, 2, 'accepted');
    await seedAnswer(id.otherCaptain, 40, 'cancelled_by_mentor');
    // Older than the window: not counted.
    await t.app.db.insert(mentoringRequests).values({
      menteeId: id.otherMember,
      mentorId: id.otherCaptain,
      status: 'accepted',
      createdAt: new Date(Date.now() - 100 * DAY),
      updatedAt: new Date(Date.now() - 99 * DAY),
    });
    expect((await s.responsiveness([id.otherCaptain])).get(id.otherCaptain)?.label).toBe('new');
    // A first chat reply 30 hours after the Member wrote: the third answer. Median 30 h.
    const [low, high] = [id.otherCaptain, id.member].sort((a, b) => a - b);
    const [made] = await t.app.db
      .insert(conversations)
      .values({ kind: 'direct', pairKey: `direct:${low}:${high}` })
      .returning();
    const conversationId = made!.id;
    await t.app.db.insert(conversationMembers).values([
      { conversationId, userId: id.member },
      { conversationId, userId: id.otherCaptain },
    ]);
    await t.app.db.insert(chatMessages).values([
      { conversationId, senderId: id.member, body: 'Hello', createdAt: new Date(Date.now() - 3 * DAY) },
      {
        conversationId,
        senderId: id.member,
        body: 'Still there?',
        createdAt: new Date(Date.now() - 2.5 * DAY),
      },
      {
        conversationId,
        senderId: id.otherCaptain,
        body: 'Hi!',
        createdAt: new Date(Date.now() - 3 * DAY + 30 * 3_600_000),
      },
      { conversationId, senderId: id.otherCaptain, body: 'More', createdAt: new Date(Date.now() - DAY) },
    ]);
    expect((await s.responsiveness([id.otherCaptain])).get(id.otherCaptain)).toEqual({
      label: 'within_3_days',
      median_hours: 30,
    });

    const cards = (await api('GET', `/api/mentee/mentors?limit=50`, 'member')).body.data;
    const card = cards.find((c: { id: number }) => c.id === id.otherCaptain);
    expect(card.responsiveness).toEqual({ label: 'within_3_days', median_hours: 30 });
    const old = before.find((c: { id: number }) => c.id === id.otherCaptain);
    expect(card.match).toBe(old.match);
    expect(old.responsiveness.label).toBe('new');
    for (const [url, who] of [
      [`/api/mentee/mentors/${id.otherCaptain}`, 'member'],
      [`/api/mentor/mentors/${id.otherCaptain}`, 'captain'],
    ] as const)
      expect((await api('GET', url, who)).body.data.responsiveness).toEqual({
        label: 'within_3_days',
        median_hours: 30,
      });
    const captains = (await api('GET', `/api/mentor/mentors?limit=50`, 'captain')).body.data;
    expect(captains.find((c: { id: number }) => c.id === id.otherCaptain).responsiveness.label).toBe(
      'within_3_days',
    );
    await t.app.db.delete(mentoringRequests).where(eq(mentoringRequests.mentorId, id.otherCaptain));
  });
});

describe('ending a mentoring', () => {
  async function pairUp(member: Who, captain: Who) {
    await api('POST', `/api/mentee/mentors/${id[captain]}/request`, member);
    const incoming = (await api('GET', '/api/mentor/requests', captain)).body.data;
    const req = incoming.find((r: { mentee: { id: number } }) => r.mentee.id === id[member]);
    return (await api('POST', `/api/mentor/requests/${req.id}`, captain)).body.data.mentoring_id as number;
  }

  it('not a good fit: the other side is told, the pair is read-only, the captain leaves the matches', async () => {
    const mentoringId = await pairUp('member', 'captain');
    const url = `/api/mentorings/${mentoringId}/end`;
    expect((await api('POST', url, 'member', { reason: 'bored' })).status).toBe(422);
    expect((await api('POST', url, 'otherMember', { reason: 'no_time' })).status).toBe(404);
    expect((await api('POST', url, 'otherCaptain', { reason: 'no_time' })).status).toBe(404);
    expect((await api('POST', url, undefined, { reason: 'no_time' })).status).toBe(401);
    const ended = await api('POST', url, 'member', { reason: 'not_a_fit', note: 'Different sectors.' });
    expect(ended.status).toBe(200);
    expect(ended.body.data).toMatchObject({
      mentoring_id: mentoringId,
      end_reason: 'not_a_fit',
      certificate: null,
    });
    const mail = await mailTo('mentor@example.com', /ended your mentoring$/);
    expect(mail?.text).toContain('Not a good fit');
    expect(mail?.text).toContain('Different sectors.');
    // Ended once: again is a 404.
    expect((await api('POST', url, 'captain', { reason: 'other' })).status).toBe(404);
    // Read-only: the plan and the feed refuse writes from both.
    expect((await api('POST', '/api/mentee/mentoring/feed', 'member', { body: 'Hello?' })).status).toBe(404);
    expect(
      (await api('POST', `/api/mentor/mentoring/${mentoringId}/feed`, 'captain', { body: 'Hi' })).status,
    ).toBe(404);
    // History for both.
    for (const who of ['member', 'captain'] as const) {
      const history = (await api('GET', '/api/mentorings/ended', who)).body.data;
      expect(history[0]).toMatchObject({
        id: mentoringId,
        end_reason: 'not_a_fit',
        ended_by_me: who === 'member',
      });
    }
    expect((await api('GET', '/api/mentorings/ended', 'otherMember')).body.data).toEqual([]);
    // No-fault rematch: the ended captain is left out of the Member's list.
    const cards = (await api('GET', '/api/mentee/mentors?limit=50', 'member')).body.data;
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.map((c: { id: number }) => c.id)).not.toContain(id.captain);
    // No certificate without goals reached.
    expect((await api('GET', `/api/mentorings/${mentoringId}/certificate`, 'member')).status).toBe(404);
  });

  it('goals reached: a certificate for the pair only, and a thank-you record on the captain', async () => {
    const mentoringId = await pairUp('member', 'otherCaptain');
    const ms = await api('POST', `/api/mentor/mentoring/${mentoringId}/milestones`, 'otherCaptain', {
      milestone_name: 'Write the business plan',
      tasks: JSON.stringify(['Draft it']),
    });
    expect(ms.status).toBe(200);
    const ended = await api('POST', `/api/mentorings/${mentoringId}/end`, 'otherCaptain', {
      reason: 'goals_reached',
    });
    expect(ended.body.data.certificate).toBe(`mentorings/${mentoringId}/certificate`);
    const told = await mailTo('mentee@example.com', /ended your mentoring$/);
    expect(told?.text).toContain('your certificate is ready');
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/mentorings/${mentoringId}/certificate`,
      headers: { authorization: `Bearer ${token.member}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain('Certificate of Mentoring');
    expect(text).toContain('Milestones done');
    expect(text).toContain('0 of 1');
    expect(text).toContain('Goals reached');
    const certificate = `/api/mentorings/${mentoringId}/certificate`;
    expect(await status(certificate, 'otherCaptain')).toBe(200);
    expect(await status(certificate, 'captain')).toBe(404);
    expect(await status(certificate, 'otherMember')).toBe(404);
    expect(await status(certificate)).toBe(401);
    expect(await status(`/api/mentorings/999999/certificate`, 'member')).toBe(404);
    expect((await api('GET', `/api/mentee/mentors/${id.otherCaptain}`, 'member')).body.data.completions).toBe(
      1,
    );
    // A goals-reached ending does not hide the captain (only 'not a good fit' does).
    const cards = (await api('GET', '/api/mentee/mentors?limit=50', 'member')).body.data;
    expect(cards.map((c: { id: number }) => c.id)).toContain(id.otherCaptain);
  });

  it('the server ends a pair for blocks and closed accounts, telling both', async () => {
    const { mentoringService } = await import('./mentoring.service');
    const mentoringId = await pairUp('otherMember', 'captain');
    const ended = await mentoringService(t.app).endMentoring(mentoringId, 'blocked', null);
    expect(ended).toMatchObject({ id: mentoringId, endReason: 'blocked', endedBy: null });
    expect(await mailTo('mentor@example.com', /^Your mentoring has ended$/)).toBeTruthy();
    await expect(mentoringService(t.app).endMentoring(mentoringId, 'account_closed', null)).rejects.toThrow();
  });

  it('the programme overview counts expiries, answer times and endings by reason', async () => {
    const admin = await signIn(t.app, 'admin@example.com');
    const { body } = await call(t.app, { method: 'GET', url: '/api/admin/overview', token: admin });
    const trust = body.data.trust;
    expect(trust.request_expiry_rate).toBeGreaterThan(0);
    expect(trust.request_expiry_rate).toBeLessThan(1);
    expect(trust.median_answer_hours).toEqual(expect.any(Number));
    const endings = Object.fromEntries(
      trust.endings.map((e: { reason: string; count: number }) => [e.reason, e.count]),
    );
    expect(endings).toMatchObject({ not_a_fit: 1, goals_reached: 1, blocked: 1 });
  });
});
