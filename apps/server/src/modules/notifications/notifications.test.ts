import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { milestones } from '../../db/schema';
import { call, createTestApp, mailSettled, type TestApp } from '../../test/app';
import { withoutDemoMentoring } from '../../test/fixtures';
import { usersRepository } from '../users/users.repository';
import { MAIL_QUEUE, notificationsService } from './notifications.service';

/**
 * Notifications end to end (issue 16, decision 0023): every mail leaves through the job queue to
 * a real SMTP server started here, which refuses mail while `refusing` is set.
 */
interface Received {
  to: string;
  subject: string;
  raw: string;
}
const received: Received[] = [];
let refusing = false;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    stream.on('end', () => {
      if (refusing)
        return callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
      raw = raw.replace(/\r\n[ \t]+/g, ' '); // long headers come folded over lines
      const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '';
      for (const to of session.envelope.rcptTo) received.push({ to: to.address, subject, raw });
      callback();
    });
  },
});

type Who = 'captain' | 'member' | 'admin';
let t: TestApp;
const token = {} as Record<Who, string>;
const id = {} as Record<Who, number>;
const email: Record<Who, string> = {
  captain: 'mentor@example.com',
  member: 'mentee@example.com',
  admin: 'admin@example.com',
};
let mentoringId: number;

const api = (method: 'GET' | 'POST', url: string, who?: Who, payload?: object) =>
  call(t.app, { method, url, token: who && token[who], ...(payload && { payload }) });
/** What reached the SMTP server for `to` since `from` (an index into `received`). */
const mailTo = (to: string, from = 0) => received.slice(from).filter((m) => m.to === to);
const subjects = (to: string, from = 0) => mailTo(to, from).map((m) => m.subject);
const jobsOf = async (queue: string) =>
  (
    (await t.app.db.execute(
      sql`select state, data, start_after as "startAfter" from pgboss.job where name = ${queue} order by created_on`,
    )) as unknown as { rows: { state: string; data: Record<string, unknown>; startAfter: Date }[] }
  ).rows;

beforeAll(async () => {
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
  await withoutDemoMentoring(t.app);
  for (const who of Object.keys(email) as Who[]) {
    token[who] = await signInOverSmtp(email[who]);
    id[who] = (await api('GET', '/api/user/profile', who)).body.data.id;
  }
  await api('POST', `/api/mentee/mentors/${id.captain}/request`, 'member');
  const request = (await api('GET', '/api/mentor/requests', 'captain')).body.data[0];
  mentoringId = (await api('POST', `/api/mentor/requests/${request.id}`, 'captain')).body.data.mentoring_id;
  await mailSettled(t.app);
});
afterAll(async () => {
  await t.close();
  smtp.close();
});

/** Signs in reading the code from the SMTP server (the dev outbox is off when mail goes to SMTP). */
async function signInOverSmtp(address: string) {
  const from = received.length;
  await call(t.app, { method: 'POST', url: '/api/auth/send-otp', payload: { email: address } });
  await mailSettled(t.app);
  const otp = /(\d{4})$/.exec(mailTo(address, from).at(-1)!.subject)![1]!;
  await call(t.app, { method: 'POST', url: '/api/auth/confirm-otp', payload: { email: address, otp } });
  const res = await call(t.app, {
    method: 'POST',
    url: '/api/auth/login',
    payload: new URLSearchParams({ email: address, password: 'Password12' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  return res.body.data.token as string;
}

const setFlags = (who: Who, flags: Partial<Record<'feed' | 'chat' | 'system' | 'weekly', 0 | 1>>) =>
  api(
    'POST',
    `/api/user/profile/email-settings?${new URLSearchParams(
      Object.entries({ feed: 1, chat: 1, system: 1, weekly: 1, ...flags }).map(([k, v]): [string, string] => [
        k,
        String(v),
      ]),
    )}`,
    who,
  );

describe('sending through the queue', () => {
  it('queues a mail in the transaction that causes it, and nothing when that transaction rolls back', async () => {
    const mail = notificationsService(t.app);
    const before = (await jobsOf(MAIL_QUEUE)).length;
    await expect(
      t.app.db.transaction(async (tx) => {
        await mail.service(tx, { to: 'nobody@example.com', subject: 'Never', text: 'x', html: 'x' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await jobsOf(MAIL_QUEUE)).length).toBe(before);
    // A real cause: the captain is told of a request with the request's own commit.
    await withoutDemoMentoring(t.app);
    const from = received.length;
    const asked = await api('POST', `/api/mentee/mentors/${id.captain}/request`, 'member');
    expect(asked.status).toBe(200);
    await mailSettled(t.app);
    expect(subjects(email.captain, from)).toEqual([expect.stringMatching(/asked you for mentoring$/)]);
    // A refused accept (the captain's limit is full) changes nothing and mails nobody.
    await usersRepository(t.app.db).update(id.captain, { menteesLimit: 0 });
    const request = (await api('GET', '/api/mentor/requests', 'captain')).body.data[0];
    expect((await api('POST', `/api/mentor/requests/${request.id}`, 'captain')).status).toBe(422);
    await usersRepository(t.app.db).update(id.captain, { menteesLimit: 5 });
    await mailSettled(t.app);
    expect(subjects(email.member, from)).toEqual([]);
    mentoringId = (await api('POST', `/api/mentor/requests/${request.id}`, 'captain')).body.data.mentoring_id;
    await mailSettled(t.app);
    expect(subjects(email.member, from)).toEqual([expect.stringMatching(/accepted your request$/)]);
  });

  it('carries the name, a link to the thing, the settings link and a one-click List-Unsubscribe', async () => {
    const accepted = mailTo(email.member).at(-1)!;
    expect(accepted.raw).toMatch(
      /^List-Unsubscribe: <http:\/\/localhost:3000\/api\/mail\/unsubscribe\?token=[0-9a-f-]{36}&flag=system>/m,
    );
    expect(accepted.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(accepted.raw).toContain('Hello ');
    expect(accepted.raw).toContain('http://localhost:3000/my/mentoring');
    expect(accepted.raw).toContain('http://localhost:3000/my/details'); // a Member's e-mail settings
    expect(accepted.raw).toMatch(/multipart\/alternative/);
    // A service mail (a code) has no unsubscribe: it is not a notification.
    expect(mailTo(email.member)[0]!.raw).not.toContain('List-Unsubscribe');
  });

  it('retries a mail the SMTP server refuses, with backoff, until it accepts', async () => {
    await t.app.jobs.boss.updateQueue(MAIL_QUEUE, { retryDelay: 1, retryBackoff: false, retryLimit: 3 });
    refusing = true;
    const from = received.length;
    await t.app.db.transaction((tx) =>
      notificationsService(t.app).service(tx, {
        to: 'retry@example.com',
        subject: 'Retried',
        text: 'x',
        html: 'x',
      }),
    );
    await expect
      .poll(async () => (await jobsOf(MAIL_QUEUE)).at(-1)!.state, { timeout: 10_000 })
      .toBe('retry');
    expect(mailTo('retry@example.com', from)).toEqual([]);
    refusing = false;
    await expect.poll(() => subjects('retry@example.com', from), { timeout: 15_000 }).toEqual(['Retried']);
  });

  it('keeps a mail that failed every try as a dead letter staff can see and send again', async () => {
    await t.app.jobs.boss.updateQueue(MAIL_QUEUE, { retryDelay: 1, retryBackoff: false, retryLimit: 0 });
    refusing = true;
    await t.app.db.transaction((tx) =>
      notificationsService(t.app).service(tx, {
        to: 'dead@example.com',
        subject: 'Dead',
        text: 'x',
        html: 'x',
      }),
    );
    let letters: { id: string; to: string; subject: string; error: string; tries: number }[] = [];
    await expect
      .poll(
        async () => {
          letters = (await api('GET', '/api/admin/mail/dead-letters', 'admin')).body.data;
          return letters.map((l) => l.subject);
        },
        { timeout: 15_000 },
      )
      .toContain('Dead');
    const letter = letters.find((l) => l.subject === 'Dead')!;
    expect(letter).toMatchObject({ to: 'dead@example.com', tries: 1 });
    expect(letter.error).toMatch(/Mailbox busy/);
    expect((await api('GET', '/api/admin/mail/dead-letters', 'member')).status).toBe(403);
    expect((await api('GET', '/api/admin/mail/dead-letters')).status).toBe(401);

    refusing = false;
    await t.app.jobs.boss.updateQueue(MAIL_QUEUE, { retryDelay: 30, retryBackoff: true, retryLimit: 12 });
    const from = received.length;
    const sent = await api('POST', '/api/admin/mail/dead-letters/send', 'admin', { id: letter.id });
    expect(sent.status).toBe(200);
    await mailSettled(t.app);
    expect(subjects('dead@example.com', from)).toEqual(['Dead']);
    const after = (await api('GET', '/api/admin/mail/dead-letters', 'admin')).body.data as { id: string }[];
    expect(after.map((l) => l.id)).not.toContain(letter.id);
    // Sent again already: it is gone.
    expect((await api('POST', '/api/admin/mail/dead-letters/send', 'admin', { id: letter.id })).status).toBe(
      404,
    );
  });

  it('sends each mail once with two servers working the same queue', async () => {
    // A second server process on the same database: its own queue workers and schedules.
    const second = await buildApp({ ...t.app.config }, { database: t.database });
    try {
      const from = received.length;
      await t.app.db.transaction(async (tx) => {
        for (let i = 0; i < 20; i++)
          await notificationsService(t.app).service(tx, {
            to: 'twice@example.com',
            subject: `Once ${i}`,
            text: 'x',
            html: 'x',
          });
      });
      await mailSettled(t.app);
      await mailSettled(second);
      expect(subjects('twice@example.com', from).sort()).toEqual(
        Array.from({ length: 20 }, (_, i) => `Once ${i}`).sort(),
      );
    } finally {
      await second.close();
    }
  });
});

describe('what is sent, each only with its flag on', () => {
  it('system: a milestone added to the plan, and nothing with the flag off (also when turned off after queueing)', async () => {
    const from = received.length;
    const add = (name: string) =>
      api('POST', `/api/mentor/mentoring/${mentoringId}/milestones`, 'captain', {
        milestone_name: name,
        tasks: JSON.stringify(['First task']),
      });
    const added = await add('Open a bank account');
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    await mailSettled(t.app);
    expect(subjects(email.member, from)).toEqual(['New milestone in your plan: Open a bank account']);
    await setFlags('member', { system: 0 });
    await add('Register for VAT');
    await mailSettled(t.app);
    expect(subjects(email.member, from)).toHaveLength(1);
    // Queued while on, turned off before it left: the worker reads the flag again and drops it.
    await setFlags('member', {});
    const message = { to: email.member, subject: 'Queued before the change', text: 'x', html: 'x' };
    await t.app.jobs.send(
      t.app.db,
      MAIL_QUEUE,
      { message, userId: id.member, flag: 'system' },
      { startAfter: 60 },
    );
    await setFlags('member', { system: 0 });
    await t.app.db.execute(
      sql`update pgboss.job set start_after = now() where name = 'mail' and state = 'created'`,
    );
    await mailSettled(t.app);
    expect(subjects(email.member, from)).toHaveLength(1);
    await setFlags('member', {});
  });

  it('system: milestones due within 24 hours and overdue, once each, to both of the pair', async () => {
    const plan = (await import('../plans/plan.service')).planService(t.app);
    await plan.queueReminders(); // what earlier tests left
    await mailSettled(t.app);
    const from = received.length;
    const soon = new Date(Date.now() + 3 * 60 * 60_000);
    const [m] = await t.app.db
      .insert(milestones)
      .values({ mentoringId, milestoneName: 'File the accounts', deadline: soon })
      .returning();
    expect(await plan.queueReminders()).toBe(1);
    expect(await plan.queueReminders()).toBe(0);
    await mailSettled(t.app);
    expect(subjects(email.member, from)).toEqual(['Due tomorrow: File the accounts']);
    expect(subjects(email.captain, from)).toEqual(['Due tomorrow: File the accounts']);
    await t.app.db.execute(
      sql`update milestones set deadline = now() - interval '1 hour' where id = ${m!.id}`,
    );
    expect(await plan.queueReminders()).toBe(1);
    expect(await plan.queueReminders()).toBe(0);
    await mailSettled(t.app);
    expect(subjects(email.member, from)).toEqual([
      'Due tomorrow: File the accounts',
      'Overdue: File the accounts',
    ]);
  });

  it('feed: the first comment mails at once, further ones within 15 minutes in one follow-up', async () => {
    const from = received.length;
    const post = (body: string) =>
      api('POST', `/api/mentor/mentoring/${mentoringId}/feed`, 'captain', { body });
    expect((await post('Welcome aboard!')).status).toBe(200);
    await post('Here is the plan for week one.');
    await post('And the reading list.');
    await mailSettled(t.app);
    expect(subjects(email.member, from)).toEqual([expect.stringMatching(/wrote in your mentoring feed$/)]);
    const followUps = (await jobsOf('mail-follow-up')).filter((j) => j.state === 'created');
    expect(followUps).toHaveLength(1); // one waiting follow-up, not one per comment
    expect(new Date(followUps[0]!.startAfter).getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    // The window closes (brought forward here): one mail with both comments.
    await t.app.db.execute(
      sql`update pgboss.job set start_after = now() where name = 'mail-follow-up' and state = 'created'`,
    );
    await expect
      .poll(() => subjects(email.member, from), { timeout: 15_000 })
      .toEqual([
        expect.stringMatching(/wrote in your mentoring feed$/),
        '2 more comments in your mentoring feed',
      ]);
    const followUp = mailTo(email.member, from).at(-1)!.raw;
    expect(followUp).toContain('Here is the plan for week one.');
    expect(followUp).toContain('And the reading list.');
    // Feed notifications off: nothing.
    await setFlags('member', { feed: 0 });
    await t.app.db.execute(sql`delete from mail_windows`);
    await post('Are you there?');
    await mailSettled(t.app);
    expect(subjects(email.member, from)).toHaveLength(2);
    await setFlags('member', {});
  });

  it('one-click unsubscribe turns the kind off without a session; a wrong token is a 404', async () => {
    const link = /^List-Unsubscribe: <http:\/\/localhost:3000(\/api\/mail\/unsubscribe\?[^>]+)>/m.exec(
      mailTo(email.member).at(-1)!.raw,
    )![1]!;
    const res = await call(t.app, {
      method: 'POST',
      url: link,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ flag: 'feed', email: email.member, settings_path: '/my/details' });
    expect(
      (await api('GET', '/api/user/profile/email-settings', 'member')).body.data.feed_notifications,
    ).toBe(0);
    const wrong = link.replace(/token=[0-9a-f-]{36}/, 'token=00000000-0000-4000-8000-000000000000');
    expect((await call(t.app, { method: 'POST', url: wrong })).status).toBe(404);
    expect(
      (await call(t.app, { method: 'POST', url: '/api/mail/unsubscribe?token=x&flag=feed' })).status,
    ).toBe(422);
    await setFlags('member', {});
  });
});
