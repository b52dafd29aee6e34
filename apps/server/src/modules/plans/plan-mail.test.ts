import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { call, createTestApp, mailSettled, signIn, type TestApp } from '../../test/app';
import { withoutDemoMentoring } from '../../test/fixtures';
import { limit } from '../../plugins/rate-limit';

/**
 * Mail with a brake (issue 26): plan writes are rate-limited, and what they mail the Member is
 * gathered, one mail per quiet period, like feed comments (decision 0023).
 */
let t: TestApp;
const token = {} as Record<'captain' | 'member', string>;
let memberId: number;
let mentoringId: number;
const MEMBER = 'mentee@example.com';

const api = (method: 'GET' | 'POST', url: string, who: 'captain' | 'member', payload?: object, ip?: string) =>
  call(t.app, {
    method,
    url,
    token: token[who],
    ...(payload && { payload }),
    ...(ip && { remoteAddress: ip }),
  });
const addMilestone = (name: string, ip?: string) =>
  api(
    'POST',
    `/api/mentor/mentoring/${mentoringId}/milestones`,
    'captain',
    {
      milestone_name: name,
      tasks: JSON.stringify(['First task']),
    },
    ip,
  );
const planMails = async () => {
  await mailSettled(t.app);
  const res = await call(t.app, { method: 'GET', url: `/api/dev/outbox?to=${MEMBER}` });
  return (res.body.data as { subject: string; text: string }[])
    .filter((m) => /milestones? in your plan/.test(m.subject))
    .reverse();
};
/** The gathering window closes (brought forward here): its follow-up runs. */
const closeWindows = () =>
  t.app.db.execute(
    sql`update pgboss.job set start_after = now() where name = 'mail-follow-up' and state = 'created'`,
  );

beforeAll(async () => {
  t = await createTestApp();
  await withoutDemoMentoring(t.app);
  token.captain = await signIn(t.app, 'mentor@example.com');
  token.member = await signIn(t.app, MEMBER);
  memberId = (await api('GET', '/api/user/profile', 'member')).body.data.id;
  const captainId = (await api('GET', '/api/user/profile', 'captain')).body.data.id;
  await api('POST', `/api/mentee/mentors/${captainId}/request`, 'member');
  const request = (await api('GET', '/api/mentor/requests', 'captain')).body.data[0];
  mentoringId = (await api('POST', `/api/mentor/requests/${request.id}`, 'captain')).body.data.mentoring_id;
  expect(memberId).toBeGreaterThan(0);
});
afterAll(() => t.close());

describe('plan mails', () => {
  it('a burst of 80 milestones mails the Member once at first, then once for the rest when it goes quiet', async () => {
    const before = (await planMails()).length;
    for (let i = 1; i <= 80; i++) expect((await addMilestone(`Step ${i}`)).status).toBe(200);
    const mails = (await planMails()).slice(before);
    expect(mails.map((m) => m.subject)).toEqual(['New milestone in your plan: Step 1']);
    await closeWindows();
    await expect.poll(async () => (await planMails()).length - before, { timeout: 15_000 }).toBe(2);
    const followUp = (await planMails()).at(-1)!;
    expect(followUp.subject).toBe('79 new milestones in your plan');
    expect(followUp.text).toContain('• Step 2');
    expect(followUp.text).toContain('• Step 21');
    expect(followUp.text).not.toContain('• Step 22');
    expect(followUp.text).toContain('…and 59 more.');
    // Nothing else is waiting.
    await new Promise((r) => setTimeout(r, 300));
    expect((await planMails()).length - before).toBe(2);
  });

  it('a template attached inside the window joins the follow-up', async () => {
    await t.app.db.execute(sql`delete from mail_windows`);
    const before = (await planMails()).length;
    expect((await addMilestone('Open a bank account')).status).toBe(200);
    const template = (
      await api('POST', '/api/mentor/templates', 'captain', {
        template_name: 'Basics',
        milestone_name: 'Write a plan',
        tasks: JSON.stringify(['Do it']),
      })
    ).body.data as { id: number };
    await api('POST', `/api/mentor/templates/${template.id}/milestone`, 'captain', {
      milestone_name: 'Find a mentor',
      tasks: JSON.stringify(['Do it']),
    });
    const attached = await api('POST', `/api/mentor/templates/${template.id}/attach`, 'captain', {
      mentee_ids: [memberId],
    });
    expect(attached.status, JSON.stringify(attached.body)).toBe(200);
    expect((await planMails()).length - before).toBe(1);
    await closeWindows();
    await expect.poll(async () => (await planMails()).length - before, { timeout: 15_000 }).toBe(2);
    const followUp = (await planMails()).at(-1)!;
    expect(followUp.subject).toBe('2 new milestones in your plan');
    expect(followUp.text).toContain('• Write a plan');
    expect(followUp.text).toContain('• Find a mentor');
  });
});

describe('plan writes are rate-limited per client address', () => {
  it(`allows ${limit.planWritePerIp.max} a minute, then answers 429`, async () => {
    const ip = '192.0.2.131';
    for (let i = 0; i < limit.planWritePerIp.max; i++)
      expect((await addMilestone(`Limited ${i}`, ip)).status).toBe(200);
    expect((await addMilestone('One too many', ip)).status).toBe(429);
    // Attaching a template is limited on its own.
    const attach = () =>
      api('POST', '/api/mentor/templates/2147483647/attach', 'captain', { mentee_ids: [memberId] }, ip);
    for (let i = 0; i < limit.planWritePerIp.max; i++) expect((await attach()).status).toBe(404);
    expect((await attach()).status).toBe(429);
  });

  it('in demo mode, clients on this machine are exempt (decision 0006)', async () => {
    for (let i = 0; i <= limit.planWritePerIp.max; i++)
      expect((await addMilestone(`Local ${i}`, '127.0.0.1')).status).toBe(200);
  });
});
