import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { MSG } from '@keh/contracts';
import {
  articleReactions,
  articleVersions,
  articles,
  assessmentResults,
  authTokens,
  chatMessages,
  conversationMembers,
  dataExports,
  eventMembers,
  events,
  experiences,
  feedComments,
  mentoringRequests,
  mentorings,
  milestones,
  staffAuditLog,
  tasks,
  users,
} from '../../db/schema';
import { call, createTestApp, lastMail, mailSettled, signIn, type TestApp } from '../../test/app';
import { pdf } from '../../test/fixtures';
import { contentMaker } from '../../test/content';
import { usersRepository } from '../users/users.repository';
import { dataExportService } from './data-export.service';

let t: TestApp;
let mentee: string;
let mentor: string;
let admin: string;
const id = { mentee: 0, mentor: 0, third: 0, thirdCaptain: 0 };

/** Values of a third person that no one else's export may hold. */
const THIRD = {
  email: 'zed.quillfeather@example.org',
  firstName: 'Zedekiah',
  lastName: 'Quillfeather',
  contactNumber: '7700987654',
  postCode: 'ZZ99 9QQ',
  businessName: 'Quillfeather Secrets Ltd',
  message: 'A private note between Zedekiah and his captain',
};

const answers = (answer: number) =>
  JSON.stringify(
    Array.from({ length: 19 }, (_, i) => ({ question_id: i + 1, answer, explanation: `take ${answer}` })),
  );

/** Asks for an export, waits for it to be built, downloads and unzips it. */
async function exportOf(token: string) {
  const asked = await call(t.app, { method: 'POST', url: '/api/user/data-export', token });
  expect(asked.status).toBe(202);
  expect(asked.body.data).toMatchObject({ status: 'queued' });
  const ready = await readyExport(token, asked.body.data.id);
  return { ...(await download(token, ready.id)), id: ready.id };
}

async function readyExport(token: string, exportId: number) {
  const until = Date.now() + 30_000;
  for (;;) {
    const res = await call(t.app, { method: 'GET', url: '/api/user/data-export', token });
    expect(res.status).toBe(200);
    if (res.body.data?.id === exportId && res.body.data.status === 'ready') return res.body.data;
    if (res.body.data?.status === 'failed') throw new Error('the export failed');
    if (Date.now() > until) throw new Error(`export not ready: ${JSON.stringify(res.body.data)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function download(token: string, exportId: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/user/data-export/${exportId}/download`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  const files = unzipSync(new Uint8Array(res.rawPayload));
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the export's JSON, read as it is
  const data = JSON.parse(strFromU8(files['data.json']!)) as Record<string, any>;
  const readme = strFromU8(files['README.html']!);
  const everything = Object.values(files)
    .map((f) => Buffer.from(f).toString('latin1'))
    .join('\n');
  return { files, data, readme, everything };
}

const ids = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);

beforeAll(async () => {
  t = await createTestApp();
  const { article, event, chat, like } = contentMaker(t.app);
  const people = usersRepository(t.app.db);
  id.mentee = (await people.findByEmail('mentee@example.com'))!.id;
  id.mentor = (await people.findByEmail('mentor@example.com'))!.id;
  mentee = await signIn(t.app, 'mentee@example.com');
  mentor = await signIn(t.app, 'mentor@example.com');
  admin = await signIn(t.app, 'admin@example.com');

  // A third person with a captain of their own, and content of their own.
  const third = await people.insert({ type: 'mentee', passwordHash: 'x', ...THIRD });
  id.third = third.id;
  const [otherCaptain] = await t.app.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.type, 'mentor'), sql`${users.id} <> ${id.mentor}`))
    .limit(1);
  id.thirdCaptain = otherCaptain!.id;
  await chat(id.third, id.thirdCaptain, [[id.third, THIRD.message]]);
  await article(id.thirdCaptain, ['Another captain article']);

  // The busy pair: chat both ways, events, articles with versions, a like, a CV, a re-take.
  await chat(id.mentee, id.mentor, [
    [id.mentee, 'Hello captain, member here'],
    [id.mentor, 'Hello member, captain here'],
    [id.mentee, '<img src=x onerror=alert(1)> & "quotes"'],
  ]);
  await event(id.mentor, 'Export workshop', [id.mentee]);
  const captainArticle = await article(id.mentor, ['First draft title', 'Second version title']);
  await like(captainArticle, id.mentee);
  const cv = pdf();
  const cvKey = await t.app.storage.put('files', 'pdf', cv);
  await t.app.db.update(users).set({ cv: cvKey }).where(eq(users.id, id.mentee));
  await call(t.app, { method: 'POST', url: '/api/user/profile/email-settings?weekly=0', token: mentee });
  await call(t.app, {
    method: 'POST',
    url: '/api/mentee/profile/survey/update',
    token: mentee,
    payload: { assess: answers(1) },
  });
  await t.app.db
    .update(users)
    .set({ changeQuestionnaireRequestStatus: 'approved' })
    .where(eq(users.id, id.mentee));
  await call(t.app, {
    method: 'POST',
    url: '/api/mentee/profile/survey/update',
    token: mentee,
    payload: { assess: answers(3) },
  });
}, 60_000);
afterAll(() => t.close());

describe('Assess Yourself re-takes', () => {
  it('keeps every take with its own answers, while the screens show the latest', async () => {
    const takes = await t.app.db
      .select()
      .from(assessmentResults)
      .where(eq(assessmentResults.userId, id.mentee));
    expect(takes).toHaveLength(2);
    const rows = await t.app.db.execute(
      sql`select result_id, min(answer)::int as lo, max(answer)::int as hi from assessment_take_answers
          where result_id in (${sql.join(
            takes.map((r) => sql`${r.id}`),
            sql`, `,
          )}) group by result_id order by result_id`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
      { result_id: takes[0]!.id, lo: 1, hi: 1 },
      { result_id: takes[1]!.id, lo: 3, hi: 3 },
    ]);
    const view = await call(t.app, { method: 'GET', url: '/api/mentee/profile/survey', token: mentee });
    expect(view.body.data.groups[0].questions[0]).toMatchObject({ answer: 3, explanation: 'take 3' });
  });
});

describe('Download my data', () => {
  let member: Awaited<ReturnType<typeof download>> & { id: number };

  it("a busy Member's export holds every listed item, checked against the database", async () => {
    member = await exportOf(mentee);
    const { data, files, readme } = member;
    expect(data.profile).toMatchObject({ id: id.mentee, email: 'mentee@example.com' });
    expect(data.profile).not.toHaveProperty('password_hash');
    expect(data.profile).not.toHaveProperty('unsubscribe_token');
    expect(data.details).toMatchObject({ user_id: id.mentee });
    expect(data.questionnaire.current_answers).toHaveLength(19);
    expect(data.questionnaire.takes.map((x: { answers: unknown[] }) => x.answers.length)).toEqual([19, 19]);
    expect(data.questionnaire.takes[0].answers[0]).toMatchObject({ answer: 1, explanation: 'take 1' });
    expect(data.agreements).toHaveLength(0); // the demo Member was seeded, not signed up
    expect(data.consents.map((c: { document: string }) => c.document)).toContain('email_notifications');
    expect(data.email_settings).toMatchObject({ weekly_newsletters: false, feed_notifications: true });

    const requests = await t.app.db
      .select({ id: mentoringRequests.id })
      .from(mentoringRequests)
      .where(or(eq(mentoringRequests.menteeId, id.mentee), eq(mentoringRequests.mentorId, id.mentee)));
    expect(ids(data.requests)).toEqual(ids(requests));

    const pairs = await t.app.db.select().from(mentorings).where(eq(mentorings.menteeId, id.mentee));
    expect(pairs.length).toBeGreaterThan(0);
    expect(ids(data.mentorings)).toEqual(ids(pairs));
    const pairIds = pairs.map((p) => p.id);
    const plan = await t.app.db
      .select({ id: milestones.id })
      .from(milestones)
      .where(inArray(milestones.mentoringId, pairIds));
    const exportedMilestones = data.mentorings.flatMap((m: { milestones: { id: number }[] }) => m.milestones);
    expect(ids(exportedMilestones)).toEqual(ids(plan));
    const planTasks = await t.app.db
      .select({ id: tasks.id })
      .from(tasks)
      .where(
        inArray(
          tasks.milestoneId,
          plan.map((m) => m.id),
        ),
      );
    expect(ids(exportedMilestones.flatMap((m: { tasks: { id: number }[] }) => m.tasks))).toEqual(
      ids(planTasks),
    );
    const comments = await t.app.db
      .select({ id: feedComments.id })
      .from(feedComments)
      .where(inArray(feedComments.mentoringId, pairIds));
    expect(ids(data.mentorings.flatMap((m: { feed: { id: number }[] }) => m.feed))).toEqual(ids(comments));

    const mine = await t.app.db
      .select({ id: conversationMembers.conversationId })
      .from(conversationMembers)
      .where(eq(conversationMembers.userId, id.mentee));
    expect(ids(data.conversations)).toEqual(ids(mine));
    const messages = await t.app.db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(
        inArray(
          chatMessages.conversationId,
          mine.map((c) => c.id),
        ),
      );
    expect(ids(data.conversations.flatMap((c: { messages: { id: number }[] }) => c.messages))).toEqual(
      ids(messages),
    );
    const received = data.conversations
      .flatMap((c: { messages: { body: string; from: { name: string } }[] }) => c.messages)
      .find((m: { body: string }) => m.body === 'Hello member, captain here');
    expect(received.from.name).toMatch(/\S+ \S+/);

    const assigned = await t.app.db
      .select({ id: eventMembers.eventId })
      .from(eventMembers)
      .where(eq(eventMembers.memberId, id.mentee));
    expect(ids(data.events_assigned)).toEqual(ids(assigned));
    const likes = await t.app.db
      .select({ id: articleReactions.articleId })
      .from(articleReactions)
      .where(eq(articleReactions.userId, id.mentee));
    expect(data.reactions).toHaveLength(likes.length);
    expect(data.reactions).toContainEqual(
      expect.objectContaining({ kind: 'like', article_title: 'Second version title' }),
    );

    const tokens = await t.app.db.select().from(authTokens).where(eq(authTokens.userId, id.mentee));
    expect(data.sign_ins).toHaveLength(tokens.length);
    // Each sign-in names the browser that made it (its User-Agent), never the token.
    expect(tokens.every((row) => typeof row.device === 'string' && row.device.length > 0)).toBe(true);
    expect((data.sign_ins as { device: string }[]).map((s) => s.device)).toEqual(
      [...tokens].sort((a, b) => +a.createdAt - +b.createdAt || a.id - b.id).map((row) => row.device),
    );
    for (const row of tokens) expect(member.everything).not.toContain(row.tokenHash);

    const cv = Object.keys(files).find((name) => name.startsWith('files/cv-'));
    expect(cv).toBeDefined();
    expect(Buffer.from(files[cv!]!).toString('latin1')).toContain('%PDF-1.4');
    expect(Object.keys(files).some((name) => name.startsWith('files/avatar-'))).toBe(true);
    expect(readme).toContain('<h2>Chat conversations</h2>');
    expect(readme).toContain('Hello captain, member here');
    expect(readme).toContain(`href="${cv}"`);
    // Every value is escaped in the README (data.json keeps it as it was written).
    expect(readme).not.toContain('<img src=x');
    expect(readme).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;');
  });

  it('mails the person a link to their settings', async () => {
    await mailSettled(t.app);
    const mail = await lastMail(t.app, 'mentee@example.com');
    expect(mail?.subject).toBe('Your data is ready to download');
    expect(mail?.text).toContain('http://localhost:3000/my/settings#your-data');
  });

  it('holds nothing of a third person, and of the other side only a name and a picture', async () => {
    for (const value of Object.values(THIRD)) expect(member.everything).not.toContain(value);
    const captain = (await usersRepository(t.app.db).findById(id.mentor))!;
    for (const value of [captain.email, captain.contactNumber, captain.postCode, captain.birthday])
      if (value) expect(member.everything).not.toContain(value);
  });

  it('downloads once, only for the one who asked, and once a day', async () => {
    const again = await call(t.app, {
      method: 'GET',
      url: `/api/user/data-export/${member.id}/download`,
      token: mentee,
    });
    expect(again.status).toBe(404);
    const latest = await call(t.app, { method: 'GET', url: '/api/user/data-export', token: mentee });
    expect(latest.body.data).toMatchObject({ id: member.id, status: 'ready' });
    expect(latest.body.data.downloaded_at).not.toBeNull();
    expect(latest.body.data.next_allowed_at).not.toBeNull();
    const twice = await call(t.app, { method: 'POST', url: '/api/user/data-export', token: mentee });
    expect(twice.status).toBe(429);
    expect(twice.body.message).toBe(MSG.dataExportOncePerDay);
    const [row] = await t.app.db.select().from(dataExports).where(eq(dataExports.id, member.id));
    expect(row!.storageKey).toBeNull();
  });

  it("a busy captain's export holds their pairs, templates, events and every version of their articles", async () => {
    const { data, files, everything } = await exportOf(mentor);
    const pairs = await t.app.db
      .select({ id: mentorings.id })
      .from(mentorings)
      .where(eq(mentorings.mentorId, id.mentor));
    expect(ids(data.mentorings)).toEqual(ids(pairs));
    const created = await t.app.db
      .select({ id: events.id })
      .from(events)
      .where(eq(events.ownerId, id.mentor));
    expect(ids(data.events_created)).toEqual(ids(created));
    const own = await t.app.db
      .select({ id: articles.id })
      .from(articles)
      .where(eq(articles.ownerId, id.mentor));
    expect(ids(data.articles)).toEqual(ids(own));
    const versions = await t.app.db
      .select({ id: articleVersions.id })
      .from(articleVersions)
      .where(
        inArray(
          articleVersions.articleId,
          own.map((a) => a.id),
        ),
      );
    expect(ids(data.articles.flatMap((a: { versions: { id: number }[] }) => a.versions))).toEqual(
      ids(versions),
    );
    const titles = await t.app.db
      .select({ title: articleVersions.title })
      .from(articleVersions)
      .where(
        inArray(
          articleVersions.articleId,
          own.map((a) => a.id),
        ),
      );
    for (const { title } of titles) expect(everything).toContain(JSON.stringify(title));
    expect(data.articles.some((a: { versions: unknown[] }) => a.versions.length > 1)).toBe(true);
    expect(everything).not.toContain('Another captain article');
    const exp = await t.app.db
      .select({ id: experiences.id })
      .from(experiences)
      .where(eq(experiences.userId, id.mentor));
    expect(ids(data.experience)).toEqual(ids(exp));
    expect(data.skills.length).toBeGreaterThan(0);
    expect(Object.keys(files)).toContain('README.html');
    for (const value of Object.values(THIRD)) expect(everything).not.toContain(value);
  });

  it('is 404 for anyone but the one who asked, for an unknown id and after expiry', async () => {
    const exports = dataExportService(t.app);
    const row = await t.app.db
      .insert(dataExports)
      .values({ userId: id.mentee, requestedBy: id.mentee })
      .returning();
    await exports.run(row[0]!.id);
    const url = `/api/user/data-export/${row[0]!.id}/download`;
    expect((await call(t.app, { method: 'GET', url, token: mentor })).status).toBe(404);
    expect((await call(t.app, { method: 'GET', url, token: admin })).status).toBe(404);
    expect((await call(t.app, { method: 'GET', url })).status).toBe(401);
    await t.app.db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.id, row[0]!.id));
    expect((await call(t.app, { method: 'GET', url, token: mentee })).status).toBe(404);
    const [before] = await t.app.db.select().from(dataExports).where(eq(dataExports.id, row[0]!.id));
    expect(await exports.purgeExpired()).toBeGreaterThanOrEqual(1);
    expect(await t.app.storage.read(before!.storageKey!)).toBeNull();
  });

  it('is idempotent: a built export is left alone, an interrupted one is built again', async () => {
    const exports = dataExportService(t.app);
    const [row] = await t.app.db
      .insert(dataExports)
      .values({ userId: id.mentor, requestedBy: id.mentor, status: 'running' })
      .returning();
    await exports.run(row!.id);
    const [built] = await t.app.db.select().from(dataExports).where(eq(dataExports.id, row!.id));
    expect(built).toMatchObject({ status: 'ready' });
    await exports.run(row!.id);
    const [after] = await t.app.db.select().from(dataExports).where(eq(dataExports.id, row!.id));
    expect(after!.storageKey).toBe(built!.storageKey);
  });

  it('a failed export does not count: the person may try again', async () => {
    const token = await signIn(t.app, 'moderator@example.com');
    const first = await call(t.app, { method: 'POST', url: '/api/user/data-export', token });
    await readyExport(token, first.body.data.id);
    await dataExportService(t.app).fail(first.body.data.id); // already ready: stays ready
    expect((await call(t.app, { method: 'POST', url: '/api/user/data-export', token })).status).toBe(429);
    await t.app.db
      .update(dataExports)
      .set({ status: 'failed' })
      .where(eq(dataExports.id, first.body.data.id));
    const retry = await call(t.app, { method: 'POST', url: '/api/user/data-export', token });
    expect(retry.status).toBe(202);
  });
});

describe("Staff: export a person's data", () => {
  it('delivers the same ZIP to the admin, with an audit entry', async () => {
    const asked = await call(t.app, {
      method: 'POST',
      url: `/api/admin/users/${id.mentee}/export`,
      token: admin,
    });
    expect(asked.status).toBe(202);
    const ready = await readyExport(admin, asked.body.data.id);
    expect(ready.subject_id).toBe(id.mentee);
    const url = `/api/user/data-export/${ready.id}/download`;
    expect((await call(t.app, { method: 'GET', url, token: mentee })).status).toBe(404);
    const { data } = await download(admin, ready.id);
    expect(data.profile).toMatchObject({ id: id.mentee, email: 'mentee@example.com' });
    const audit = await t.app.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'user.data_exported'), eq(staffAuditLog.targetId, id.mentee)));
    expect(audit).toHaveLength(1);
    const mail = await lastMail(t.app, 'admin@example.com');
    expect(mail?.subject).toBe("The person's data is ready to download");
  });

  it('is for admins only, and 404 for an unknown person', async () => {
    expect(
      (await call(t.app, { method: 'POST', url: `/api/admin/users/${id.mentee}/export`, token: mentor }))
        .status,
    ).toBe(403);
    expect(
      (await call(t.app, { method: 'POST', url: '/api/admin/users/2147483647/export', token: admin })).status,
    ).toBe(404);
  });
});
