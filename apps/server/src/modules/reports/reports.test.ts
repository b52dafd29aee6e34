import { beforeAll, describe, expect, it } from 'vitest';
import { MSG, REMOVED_BY_MODERATOR, type StaffReport } from '@keh/contracts';
import { call, lastMail, signIn, useTestApp } from '../../test/app';
import { usersRepository } from '../users/users.repository';

/** Reports (issue 33): made by people who can see the content, worked by staff, told in general terms. */
const t = useTestApp();

let member: string; // Sarah Collins, mentee@example.com: mentored by James
let captain: string; // James Whitfield, mentor@example.com
let moderator: string;
let admin: string;
let ids: Record<'member' | 'captain' | 'lee', number>;

const idOf = async (email: string) => (await usersRepository(t.app.db).findByEmail(email))!.id;
const report = (token: string, payload: object) =>
  call(t.app, { method: 'POST', url: '/api/reports', token, payload });
const queue = async (token: string, status = 'open') =>
  call(t.app, { method: 'GET', url: `/api/admin/reports?status=${status}`, token });
const decide = (token: string, id: number, action: string, payload?: object) =>
  call(t.app, { method: 'POST', url: `/api/admin/reports/${id}/${action}`, token, payload: payload ?? {} });

/** The conversation of the demo pair and a message James sent in it. */
async function captainMessage() {
  const list = await call(t.app, { method: 'GET', url: '/api/conversations', token: member });
  const c = (list.body.data as { id: number; member: { id: number } }[]).find(
    (x) => x.member.id === ids.captain,
  )!;
  const sent = await call(t.app, {
    method: 'POST',
    url: `/api/conversations/${c.id}`,
    token: captain,
    payload: { body: `Send me your bank details now ${Math.random()}` },
  });
  expect(sent.status).toBe(200);
  return { conversationId: c.id, message: sent.body.data as { id: number; body: string } };
}

beforeAll(async () => {
  [member, captain, moderator, admin] = await Promise.all([
    signIn(t.app, 'mentee@example.com'),
    signIn(t.app, 'mentor@example.com'),
    signIn(t.app, 'moderator@example.com'),
    signIn(t.app, 'admin@example.com'),
  ]);
  ids = {
    member: await idOf('mentee@example.com'),
    captain: await idOf('mentor@example.com'),
    lee: await idOf('lee.harding@example.com'),
  };
});

describe('POST reports', () => {
  it('checks the reason and asks for a text with "other"', async () => {
    const { message } = await captainMessage();
    const res = await report(member, { target_type: 'message', target_id: message.id, reason: 'other' });
    expect(res.status).toBe(422);
    expect(res.body.errors.text).toEqual([MSG.reportTextRequired]);
    const bad = await report(member, { target_type: 'message', target_id: message.id, reason: 'rude' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.reason).toEqual([MSG.reportReasonRequired]);
  });

  it('is 404 for content the reporter cannot see, and refuses one’s own', async () => {
    const { message } = await captainMessage();
    // Lee is in no conversation with James's message.
    const lee = await signIn(t.app, 'lee.harding@example.com');
    expect(
      (await report(lee, { target_type: 'message', target_id: message.id, reason: 'spam' })).status,
    ).toBe(404);
    expect(
      (await report(member, { target_type: 'message', target_id: 2_000_000, reason: 'spam' })).status,
    ).toBe(404);
    const own = await report(captain, { target_type: 'message', target_id: message.id, reason: 'spam' });
    expect(own.status).toBe(422);
    expect(own.body.message).toBe(MSG.reportOwn);
    expect(
      (await report(member, { target_type: 'user', target_id: ids.member, reason: 'spam' })).status,
    ).toBe(422);
  });
});

describe('report → hide', () => {
  it('a hidden chat message is gone for readers and kept for staff, with the audit entry and the reporter’s mail', async () => {
    const { conversationId, message } = await captainMessage();
    const made = await report(member, {
      target_type: 'message',
      target_id: message.id,
      reason: 'harassment',
      text: 'He keeps asking for money',
    });
    expect(made.status).toBe(200);
    // The queue: moderators and admins only, with the snapshot and the reporter.
    expect((await queue(member)).status).toBe(403);
    const open = (await queue(moderator)).body.data as StaffReport[];
    const mine = open.find((r) => r.id === made.body.data.id)!;
    expect(mine).toMatchObject({
      target_type: 'message',
      reason: 'harassment',
      text: 'He keeps asking for money',
      status: 'open',
      snapshot: { text: message.body },
      reporter: { id: ids.member, first_name: 'Sarah' },
      reported: { id: ids.captain, first_name: 'James' },
      can_hide: true,
    });

    const hidden = await decide(moderator, mine.id, 'hide');
    expect(hidden.status).toBe(200);
    expect(hidden.body.data).toMatchObject({ status: 'hidden', snapshot: { text: message.body } });

    // Readers (both of the pair) get the placeholder, never the text; search finds nothing.
    for (const token of [member, captain]) {
      const page = await call(t.app, { method: 'GET', url: `/api/conversations/${conversationId}`, token });
      const shown = (page.body.data.messages as { id: number; body: string; removed?: boolean }[]).find(
        (m) => m.id === message.id,
      )!;
      expect(shown).toMatchObject({ body: REMOVED_BY_MODERATOR, removed: true });
      expect(JSON.stringify(page.body)).not.toContain(message.body);
    }
    const found = await call(t.app, {
      method: 'GET',
      url: `/api/conversations/search?query=${encodeURIComponent('bank details')}`,
      token: member,
    });
    expect(found.body.data.map((m: { id: number }) => m.id)).not.toContain(message.id);
    // Staff still see it in the report.
    const closed = (await queue(admin, 'closed')).body.data as StaffReport[];
    expect(closed.find((r) => r.id === mine.id)).toMatchObject({
      status: 'hidden',
      snapshot: { text: message.body },
      resolved_by: { first_name: expect.any(String) },
    });
    // Audited, in general terms to the reporter, and decided once only.
    const log = await call(t.app, {
      method: 'GET',
      url: '/api/admin/audit-log?action=report.hidden',
      token: admin,
    });
    expect(log.body.data[0]).toMatchObject({
      action: 'report.hidden',
      target: { type: 'user', id: ids.captain },
    });
    const told = await lastMail(t.app, 'mentee@example.com');
    expect(told?.subject).toBe('About your report');
    expect(told?.text).toContain('We have taken action');
    expect((await decide(moderator, mine.id, 'dismiss')).status).toBe(422);
  });

  it('a hidden feed comment shows "Removed by a moderator" in the feed', async () => {
    const posted = await call(t.app, {
      method: 'POST',
      url: '/api/mentee/mentoring/feed',
      token: member,
      payload: { body: 'You are useless, James' },
    });
    expect(posted.status).toBe(200);
    const commentId = posted.body.data.id as number;
    const made = await report(captain, {
      target_type: 'feed_comment',
      target_id: commentId,
      reason: 'harassment',
    });
    expect(made.status).toBe(200);
    expect((await decide(moderator, made.body.data.id, 'hide')).status).toBe(200);
    const ws = await call(t.app, { method: 'GET', url: '/api/mentee/mentoring', token: member });
    const shown = (ws.body.data.feed as { id: number; body: string; removed?: boolean }[]).find(
      (c) => c.id === commentId,
    );
    expect(shown).toMatchObject({ body: REMOVED_BY_MODERATOR, removed: true });
  });

  it('a hidden article leaves the knowledge base through its own take-down; staff keep the snapshot', async () => {
    const list = await call(t.app, { method: 'GET', url: '/api/articles?limit=50', token: member });
    const article = (list.body.data as { id: number; title: string; owner: { id: number } }[]).find(
      (a) => a.owner.id === ids.captain,
    )!;
    const made = await report(member, {
      target_type: 'article',
      target_id: article.id,
      reason: 'misleading',
    });
    expect(made.status).toBe(200);
    const hidden = await decide(moderator, made.body.data.id, 'hide');
    expect(hidden.status).toBe(200);
    expect(hidden.body.data).toMatchObject({ status: 'hidden', snapshot: { title: article.title } });
    // Readers (and guests) are told it was removed; staff still read it in the report's snapshot.
    for (const token of [member, undefined]) {
      const read = await call(t.app, { method: 'GET', url: `/api/articles/${article.id}`, token });
      expect(read.status).toBe(410);
      expect(read.body.message).toBe(REMOVED_BY_MODERATOR);
    }
    const log = await call(t.app, { method: 'GET', url: '/api/admin/audit-log', token: admin });
    const actions = (log.body.data as { action: string }[]).slice(0, 2).map((e) => e.action);
    expect(actions.sort()).toEqual(['article.banned', 'report.hidden']);
    // The author learns why, never from whom.
    const told = await lastMail(t.app, 'mentor@example.com');
    expect(told?.text).toContain(MSG.articleRemovedAfterReport);
    expect(`${told?.text}`).not.toContain('Sarah');
  });

  it('a profile cannot be hidden: staff warn or suspend instead', async () => {
    const made = await report(member, { target_type: 'user', target_id: ids.captain, reason: 'misleading' });
    expect(made.status).toBe(200);
    const res = await decide(moderator, made.body.data.id, 'hide');
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(MSG.reportCannotHide);
    expect((await decide(moderator, made.body.data.id, 'dismiss')).status).toBe(200);
  });
});

describe('dismiss and warn', () => {
  it('dismiss tells the reporter nothing was done', async () => {
    const open = async () =>
      (await call(t.app, { method: 'GET', url: '/api/admin/overview', token: admin })).body.data.trust
        .reports_open as number;
    const before = await open();
    const { conversationId, message } = await captainMessage();
    const made = await report(member, { target_type: 'message', target_id: message.id, reason: 'spam' });
    // The programme overview counts the reports waiting for a decision.
    expect(await open()).toBe(before + 1);
    const res = await decide(moderator, made.body.data.id, 'dismiss');
    expect(await open()).toBe(before);
    expect(res.body.data.status).toBe('dismissed');
    const told = await lastMail(t.app, 'mentee@example.com');
    expect(told?.subject).toBe('About your report');
    expect(told?.text).toContain('we have not taken action');
    // The message is still there for its readers.
    const page = await call(t.app, {
      method: 'GET',
      url: `/api/conversations/${conversationId}`,
      token: member,
    });
    expect(JSON.stringify(page.body)).toContain(message.body);
  });

  it('warn mails the reported person without ever naming the reporter', async () => {
    const made = await report(member, {
      target_type: 'user',
      target_id: ids.captain,
      reason: 'other',
      text: 'Sarah here: he shouts at me',
    });
    const res = await decide(moderator, made.body.data.id, 'warn', {
      note: 'Please keep to a professional tone.',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('warned');
    const warning = await lastMail(t.app, 'mentor@example.com');
    expect(warning?.subject).toBe('A warning from the Knowledge Exchange Hub moderators');
    expect(warning?.text).toContain('Please keep to a professional tone.');
    for (const leak of ['Sarah', 'Collins', 'mentee@example.com', 'shouts'])
      expect(`${warning?.subject} ${warning?.text} ${warning?.html}`).not.toContain(leak);
    expect((await lastMail(t.app, 'mentee@example.com'))?.text).toContain('We have taken action');
    const log = await call(t.app, {
      method: 'GET',
      url: '/api/admin/audit-log?action=report.warned',
      token: admin,
    });
    expect(log.body.data[0]).toMatchObject({
      action: 'report.warned',
      details: { note: 'Please keep to a professional tone.' },
    });
  });
});

describe('suspend', () => {
  it('only admins suspend from a report; the account is suspended through the console’s suspension', async () => {
    const made = await report(member, { target_type: 'user', target_id: ids.lee, reason: 'spam' });
    expect(made.status).toBe(200);
    expect((await decide(moderator, made.body.data.id, 'suspend')).status).toBe(403);
    const res = await decide(admin, made.body.data.id, 'suspend', { note: 'Spam' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'suspended',
      reported: { id: ids.lee, status: 'suspended' },
    });
    const log = await call(t.app, { method: 'GET', url: '/api/admin/audit-log', token: admin });
    const actions = (log.body.data as { action: string }[]).slice(0, 2).map((e) => e.action);
    expect(actions.sort()).toEqual(['report.suspended', 'user.suspended']);
  });
});

describe('rate limits', () => {
  it('reports and blocks are limited per person, whatever address they come from', async () => {
    const chloe = await signIn(t.app, 'chloe.evans@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await report(chloe, { target_type: 'user', target_id: 1 })).status);
    expect(statuses.slice(0, 20).every((s) => s !== 429)).toBe(true);
    expect(statuses[20]).toBe(429);
    const blocks: number[] = [];
    for (let i = 0; i < 31; i++)
      blocks.push(
        (await call(t.app, { method: 'DELETE', url: `/api/blocks/${ids.lee}`, token: chloe })).status,
      );
    expect(blocks.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(blocks[30]).toBe(429);
  });
});
