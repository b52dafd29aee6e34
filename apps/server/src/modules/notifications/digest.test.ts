import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, milestones } from '../../db/schema';
import { call, lastMail, signIn, useTestApp } from '../../test/app';
import { withoutDemoMentoring } from '../../test/fixtures';
import { usersRepository } from '../users/users.repository';
import { digestService, weekOf } from './digest.service';

/**
 * The weekly digest for a seeded week with known answers (decision 0023): the week of Monday
 * 2031-01-06, which nothing of the demo seed reaches, filled here with what it should and should
 * not say.
 */
const t = useTestApp();
const WEEK = new Date('2031-01-06T00:00:00Z');
const at = (iso: string) => new Date(iso);

describe('the weekly digest', () => {
  it('lists the new articles, the coming events, the due and overdue milestones and the unread counts; nothing when there is no news', async () => {
    const { app } = t;
    expect(weekOf(at('2031-01-09T15:00:00Z'))).toEqual(WEEK);
    expect(weekOf(WEEK)).toEqual(WEEK);
    await withoutDemoMentoring(app);
    const people = usersRepository(app.db);
    const captain = (await people.findByEmail('lee.harding@example.com'))!;
    const member = (await people.findByEmail('liam.carter@example.com'))!;
    const other = (await people.findByEmail('mentor@example.com'))!;
    const [captainToken, memberToken] = await Promise.all([
      signIn(app, captain.email),
      signIn(app, member.email),
    ]);
    const as = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
      call(app, { method, url, token, ...(payload && { payload }) });
    await as(memberToken, 'POST', `/api/mentee/mentors/${captain.id}/request`);
    const request = (await as(captainToken, 'GET', '/api/mentor/requests')).body.data[0];
    const mentoringId = (await as(captainToken, 'POST', `/api/mentor/requests/${request.id}`)).body.data
      .mentoring_id as number;

    // Milestones: one overdue before the week, one due in it; one later and one complete are not news.
    await app.db.insert(milestones).values([
      { mentoringId, milestoneName: 'Draft the pitch', deadline: at('2031-01-03T12:00:00Z') },
      { mentoringId, milestoneName: 'Book the accountant', deadline: at('2031-01-08T09:00:00Z') },
      { mentoringId, milestoneName: 'Launch', deadline: at('2031-02-20T09:00:00Z') },
      {
        mentoringId,
        milestoneName: 'Done already',
        deadline: at('2031-01-07T09:00:00Z'),
        completedAt: at('2031-01-01T09:00:00Z'),
      },
    ]);
    // Events: a public one in the week; one after it; a private one of another captain for nobody.
    const event = (title: string, ownerId: number, startsAt: string, isPrivate = false) => ({
      ownerId,
      title,
      description: 'x',
      address: 'The Guildhall, York',
      startsAt: at(startsAt),
      endsAt: new Date(at(startsAt).getTime() + 2 * 3600_000),
      isPrivate,
    });
    await app.db
      .insert(events)
      .values([
        event('Founders breakfast', captain.id, '2031-01-07T08:00:00Z'),
        event('Spring fair', captain.id, '2031-03-01T10:00:00Z'),
        event('Private surgery', other.id, '2031-01-08T10:00:00Z', true),
      ]);
    // Articles: two live ones moved into the week before: one for all Members, one for captains only.
    const live = async (visibility: string) =>
      (
        (await app.db.execute(sql`
          select a.id, v.title from articles a join article_versions v on v.id = a.live_version_id
          where v.visibility = ${visibility} order by a.id limit 1`)) as unknown as {
          rows: { id: number; title: string }[];
        }
      ).rows[0]!;
    const forMembers = await live('2');
    const forCaptains = await live('3');
    await app.db.execute(
      sql`update articles set published_at = '2031-01-02T10:00:00Z' where id in (${forMembers.id}, ${forCaptains.id})`,
    );
    // Unread: two feed comments and three chat messages from the captain (on top of what was there).
    const digest = digestService(app);
    const before = await digest.contentFor((await people.findById(member.id))!, WEEK);
    await as(captainToken, 'POST', `/api/mentor/mentoring/${mentoringId}/feed`, { body: 'Welcome!' });
    await as(captainToken, 'POST', `/api/mentor/mentoring/${mentoringId}/feed`, { body: 'Week one plan.' });
    const conversation = (await as(captainToken, 'POST', '/api/conversations', { member_id: member.id })).body
      .data;
    for (const body of ['Hi Liam', 'Free on Monday?', 'Or Tuesday?'])
      expect((await as(captainToken, 'POST', `/api/conversations/${conversation.id}`, { body })).status).toBe(
        200,
      );

    const content = await digest.contentFor((await people.findById(member.id))!, WEEK);
    expect(content.articles).toEqual([
      { title: forMembers.title, url: `http://localhost:3000/post/${forMembers.id}` },
    ]);
    expect(content.events).toEqual([
      {
        title: 'Founders breakfast',
        when: 'Tuesday, 7 January 2031 at 08:00',
        url: expect.stringMatching(/\/my\/events\//),
      },
    ]);
    expect(content.milestones).toEqual([
      { name: 'Draft the pitch', when: 'Friday, 3 January 2031 at 12:00', overdue: true },
      { name: 'Book the accountant', when: 'Wednesday, 8 January 2031 at 09:00', overdue: false },
    ]);
    expect(content.unreadFeed).toBe(before.unreadFeed + 2);
    expect(content.unreadChat).toBe(before.unreadChat + 3);
    // The captain reads the captains' article too, and sees the Member's name on the milestones.
    const forCaptain = await digest.contentFor((await people.findById(captain.id))!, WEEK);
    expect(forCaptain.articles.map((a) => a.title).sort()).toEqual(
      [forMembers.title, forCaptains.title].sort(),
    );
    expect(forCaptain.milestones[0]!.name).toBe('Draft the pitch (Liam Carter)');

    // Sent as one mail; not to someone with the newsletter off; nothing for a week with no news.
    expect(await digest.send({ userId: member.id, weekOf: WEEK.toISOString() })).toBe(true);
    const mail = (await lastMail(app, member.email))!;
    expect(mail.subject).toBe('Your week on the X-Forces Knowledge Exchange Hub');
    for (const line of [
      'Hello Liam,',
      forMembers.title,
      'Founders breakfast',
      'Draft the pitch',
      `Unread chat messages: ${before.unreadChat + 3}`,
    ])
      expect(mail.text).toContain(line);
    expect(mail.text).not.toContain('Private surgery');
    await people.update(member.id, { weeklyNewsletters: false });
    expect(await digest.send({ userId: member.id, weekOf: WEEK.toISOString() })).toBe(false);
    await people.update(member.id, { weeklyNewsletters: true });
    const quiet = (await people.findByEmail('admin@example.com'))!;
    expect(
      await digest.send({ userId: quiet.id, weekOf: new Date('2040-01-02T00:00:00Z').toISOString() }),
    ).toBe(false);
  });

  it('runs on demand for staff only', async () => {
    const { app } = t;
    const admin = await signIn(app, 'admin@example.com');
    const member = await signIn(app, 'liam.carter@example.com');
    // Asked first: how many it will reach (issue 28), the same count the run then answers.
    const audience = await call(app, { method: 'GET', url: '/api/admin/digest', token: admin });
    expect(audience.status).toBe(200);
    expect(audience.body.data.recipients).toBe((await usersRepository(app.db).weeklyRecipients()).length);
    expect(audience.body.data.recipients).toBeGreaterThan(0);
    expect((await call(app, { method: 'GET', url: '/api/admin/digest', token: member })).status).toBe(403);
    expect((await call(app, { method: 'GET', url: '/api/admin/digest' })).status).toBe(401);
    const everyone = await call(app, { method: 'POST', url: '/api/admin/digest', token: admin, payload: {} });
    expect(everyone.body.data.queued).toBe(audience.body.data.recipients);
    expect(everyone.status).toBe(200);
    expect(everyone.body.data.queued).toBe((await usersRepository(app.db).weeklyRecipients()).length);
    expect(
      (await call(app, { method: 'POST', url: '/api/admin/digest', token: member, payload: {} })).status,
    ).toBe(403);
    expect((await call(app, { method: 'POST', url: '/api/admin/digest', payload: {} })).status).toBe(401);
  });
});
