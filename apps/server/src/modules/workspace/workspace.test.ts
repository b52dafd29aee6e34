import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, type Mentoring, type Milestone, type Template } from '@keh/contracts';
import { call, createTestApp, lastMail, signIn, type TestApp } from '../../test/app';
import { otherPersonEmail, withoutDemoMentoring } from '../../test/fixtures';

/** The workspace of one fresh pair: milestones, tasks, templates and the feed, through the API. */
type Who = 'captain' | 'member' | 'otherCaptain' | 'otherMember';
let t: TestApp;
const token = {} as Record<Who, string>;
const id = {} as Record<Who, number>;
let mentoringId: number;

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: Who, payload?: object) =>
  call(t.app, { method, url, token: who && token[who], ...(payload && { payload }) });
const plan = async (): Promise<Mentoring> => (await api('GET', '/api/mentee/mentoring', 'member')).body.data;
const captainView = async (): Promise<Mentoring> =>
  (await api('GET', `/api/mentor/mentees/${id.member}/mentoring`, 'captain')).body.data;
const milestoneBody = (name: string, tasks: unknown[], extra: object = {}) => ({
  milestone_name: name,
  tasks: JSON.stringify(tasks),
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  await withoutDemoMentoring(t.app);
  const pick = (type: 'mentor' | 'mentee', not: string[]) => otherPersonEmail(t.app, type, not);
  const emails: Record<Who, string> = {
    captain: 'mentor@example.com',
    member: 'mentee@example.com',
    otherCaptain: await pick('mentor', ['mentor@example.com']),
    otherMember: await pick('mentee', ['mentee@example.com']),
  };
  for (const who of Object.keys(emails) as Who[]) {
    token[who] = await signIn(t.app, emails[who]);
    id[who] = (await api('GET', '/api/user/profile', who)).body.data.id;
  }
  // The pair: the member asks, the captain accepts.
  await api('POST', `/api/mentee/mentors/${id.captain}/request`, 'member');
  const request = (await api('GET', '/api/mentor/requests', 'captain')).body.data[0];
  mentoringId = (await api('POST', `/api/mentor/requests/${request.id}`, 'captain')).body.data.mentoring_id;
});
afterAll(() => t.close());

describe('milestones and tasks', () => {
  let milestone: Milestone;

  it('validates a milestone with the spec messages', async () => {
    const url = `/api/mentor/mentoring/${mentoringId}/milestones`;
    const empty = await api('POST', url, 'captain', { milestone_name: '', tasks: '[]' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ milestone_name: [MSG.required], tasks: [MSG.tasksRequired] });
    const blankTask = await api('POST', url, 'captain', milestoneBody('Plan', ['Write it', '  ']));
    expect(blankTask.body.errors).toEqual({ 'tasks.1': [MSG.fieldRequired] });
    const script = await api('POST', url, 'captain', milestoneBody('Plan', ['[click](javascript:alert(1))']));
    expect(script.body.errors).toEqual({ 'tasks.0': [MSG.taskLinkUnsafe] });
    const badDate = await api(
      'POST',
      url,
      'captain',
      milestoneBody('Plan', ['x'], { deadline: '31/02/2027 10:00' }),
    );
    expect(badDate.body.errors).toEqual({ deadline: [MSG.invalidDate] });
  });

  it('a captain adds a milestone with linked tasks; the title is safe HTML', async () => {
    const res = await api(
      'POST',
      `/api/mentor/mentoring/${mentoringId}/milestones`,
      'captain',
      milestoneBody(
        'Register the business',
        ['Read [the guide](https://www.gov.uk/set-up-limited-company) <b>first</b>', 'Choose a name'],
        { deadline: '2020-01-10 09:30', notes: 'Companies House' },
      ),
    );
    expect(res.status).toBe(200);
    milestone = res.body.data;
    expect(milestone).toMatchObject({
      milestone_name: 'Register the business',
      deadline: '2020-01-10T09:30:00.000Z',
      notes: 'Companies House',
      done: false,
      overdue: true,
    });
    expect(milestone.tasks.map((x) => x.order)).toEqual([0, 1]);
    expect(milestone.tasks[0]!.title_markdown).toContain(
      '[the guide](https://www.gov.uk/set-up-limited-company)',
    );
    expect(milestone.tasks[0]!.title_html).toBe(
      'Read <a href="https://www.gov.uk/set-up-limited-company" target="_blank" rel="noopener noreferrer">the guide</a> &lt;b&gt;first&lt;/b&gt;',
    );
    const view = await plan();
    expect(view.milestones.map((m) => m.id)).toContain(milestone.id);
    expect(view.undone_tasks_count).toBe(2);
  });

  it('the member ticks, the captain sends back and approves: the done rule and counters follow', async () => {
    const [first, second] = milestone.tasks;
    const tick = await api('POST', `/api/mentee/mentoring/task/${first!.id}`, 'member');
    expect(tick.body.data.task).toMatchObject({ mentee_done: true, mentor_done: null, done: true });
    expect(tick.body.data.milestone_done).toBe(false);
    expect((await plan()).undone_tasks_count).toBe(1);
    // Thumb down: not done, though the member's box stays ticked.
    const down = await api('DELETE', `/api/mentor/mentoring/task/${first!.id}`, 'captain');
    expect(down.body.data.task).toMatchObject({ mentee_done: true, mentor_done: false, done: false });
    expect((await plan()).undone_tasks_count).toBe(2);
    // Thumb up on both: the milestone is done, no longer overdue, and the feed says so.
    await api('POST', `/api/mentor/mentoring/task/${first!.id}`, 'captain');
    const last = await api('POST', `/api/mentor/mentoring/task/${second!.id}`, 'captain');
    expect(last.body.data.milestone_done).toBe(true);
    const view = await plan();
    expect(view.undone_tasks_count).toBe(0);
    expect(view.milestones.find((m) => m.id === milestone.id)).toMatchObject({
      done: true,
      is_done: true,
      overdue: false,
    });
    const system = view.feed.filter((c) => c.owner === null).map((c) => c.body);
    expect(system).toEqual(
      expect.arrayContaining([
        'Milestone “Register the business” was added to the plan.',
        'Task “Read the guide <b>first</b>” is done.',
        'Milestone “Register the business” is complete.',
      ]),
    );
    // The member untick does not undo the captain's approval.
    const untick = await api('DELETE', `/api/mentee/mentoring/task/${second!.id}`, 'member');
    expect(untick.body.data.milestone_done).toBe(true);
    expect((await plan()).undone_tasks_count).toBe(0);
    // Completion is told once while it stands; sent back and approved again, it is told again.
    const complete = async () =>
      (await plan()).feed.filter((c) => c.body === 'Milestone “Register the business” is complete.').length;
    expect(await complete()).toBe(1);
    const back = await api('DELETE', `/api/mentor/mentoring/task/${second!.id}`, 'captain');
    expect(back.body.data.milestone_done).toBe(false);
    expect(await complete()).toBe(1);
    expect(
      (await api('POST', `/api/mentor/mentoring/task/${second!.id}`, 'captain')).body.data.milestone_done,
    ).toBe(true);
    expect(await complete()).toBe(2);
  });

  it('updates keep the ticks of named tasks, and change the deadline only when given', async () => {
    const [first] = milestone.tasks;
    const res = await api(
      'PUT',
      `/api/mentor/mentoring/milestones/${milestone.id}`,
      'captain',
      milestoneBody('Register the company', [{ id: first!.id, title: 'Read the guide' }, 'File the forms']),
    );
    expect(res.status).toBe(200);
    const m: Milestone = res.body.data;
    expect(m.deadline).toBe('2020-01-10T09:30:00.000Z');
    expect(m.tasks.map((x) => [x.title, x.done])).toEqual([
      ['Read the guide', true],
      ['File the forms', false],
    ]);
    expect(m.done).toBe(false);
    const foreign = await api(
      'PUT',
      `/api/mentor/mentoring/milestones/${milestone.id}`,
      'captain',
      milestoneBody('x', [{ id: 2_000_000, title: 'not mine' }]),
    );
    expect(foreign.body.errors).toEqual({ 'tasks.0': [MSG.unknownOption] });
  });

  it('only the pair reaches the plan: others get a 404', async () => {
    const task = milestone.tasks[0]!.id;
    expect((await api('POST', `/api/mentee/mentoring/task/${task}`, 'otherMember')).status).toBe(404);
    expect((await api('POST', `/api/mentor/mentoring/task/${task}`, 'otherCaptain')).status).toBe(404);
    expect(
      (await api('DELETE', `/api/mentor/mentoring/milestones/${milestone.id}`, 'otherCaptain')).status,
    ).toBe(404);
    expect(
      (
        await api(
          'POST',
          `/api/mentor/mentoring/${mentoringId}/milestones`,
          'otherCaptain',
          milestoneBody('x', ['y']),
        )
      ).status,
    ).toBe(404);
    expect((await api('POST', `/api/mentee/mentoring/task/${task}`)).status).toBe(401);
    expect((await api('POST', `/api/mentor/mentoring/task/${task}`, 'member')).status).toBe(403);
  });

  it('a captain deletes a milestone', async () => {
    expect((await api('DELETE', `/api/mentor/mentoring/milestones/${milestone.id}`, 'captain')).status).toBe(
      200,
    );
    expect((await plan()).milestones.find((m) => m.id === milestone.id)).toBeUndefined();
  });
});

describe('templates', () => {
  let template: Template;

  it('validates and creates a template with its first milestone; lists it', async () => {
    const bad = await api('POST', '/api/mentor/templates', 'captain', { template_name: ' ', tasks: '[""]' });
    expect(bad.body.errors).toEqual({
      template_name: [MSG.required],
      milestone_name: [MSG.required],
      'tasks.0': [MSG.fieldRequired],
    });
    const res = await api('POST', '/api/mentor/templates', 'captain', {
      template_name: 'Start-up basics',
      ...milestoneBody('Week one', ['Meet', 'Set goals'], { deadline: '2027-03-01 10:00' }),
    });
    expect(res.status).toBe(200);
    template = res.body.data;
    const second = await api(
      'POST',
      `/api/mentor/templates/${template.id}/milestone`,
      'captain',
      milestoneBody('Week two', ['Open a bank account']),
    );
    expect(second.status).toBe(200);
    const list = (await api('GET', '/api/mentor/templates', 'captain')).body.data;
    expect(list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: template.id, milestones_count: 2, assigned_mentees: [] }),
      ]),
    );
    expect((await api('GET', '/api/mentor/templates', 'otherCaptain')).body.data).toEqual([]);
  });

  it('attaching copies the milestones into the plan once; later template edits leave the plan alone', async () => {
    const before = (await plan()).milestones.length;
    const res = await api('POST', `/api/mentor/templates/${template.id}/attach`, 'captain', {
      mentee_ids: String(id.member),
    });
    expect(res.status).toBe(200);
    expect(res.body.data.assigned_mentees).toEqual([id.member]);
    // Twice: nothing copied twice.
    await api('POST', `/api/mentor/templates/${template.id}/attach`, 'captain', {
      mentee_ids: String(id.member),
    });
    const view = await plan();
    expect(view.milestones.length).toBe(before + 2);
    expect(view.feed.some((c) => c.body.startsWith('Template “Start-up basics” was attached'))).toBe(true);
    const weekOne = (await api('GET', `/api/mentor/templates/${template.id}`, 'captain')).body.data
      .milestones[0];
    await api('PUT', `/api/mentor/milestones/${weekOne.id}`, 'captain', milestoneBody('Renamed', ['Meet']));
    expect((await plan()).milestones.map((m) => m.milestone_name)).toContain('Week one');
    // Members the captain does not mentor are refused.
    const stranger = await api('POST', `/api/mentor/templates/${template.id}/attach`, 'captain', {
      mentee_ids: `${id.member},${id.otherMember}`,
    });
    expect(stranger.body.errors).toEqual({ mentee_ids: [MSG.unknownOption] });
  });

  it('detaching removes only the copied milestones nobody started', async () => {
    const copies = (await plan()).milestones.filter((m) => m.template_id === template.id);
    await api('POST', `/api/mentee/mentoring/task/${copies[0]!.tasks[0]!.id}`, 'member');
    const res = await api('DELETE', `/api/mentor/templates/${template.id}/detach`, 'captain', {
      mentee_ids: String(id.member),
    });
    expect(res.status).toBe(200);
    expect(res.body.data.assigned_mentees).toEqual([]);
    const left = (await plan()).milestones.filter((m) => m.template_id === template.id);
    expect(left.map((m) => m.id)).toEqual([copies[0]!.id]);
  });

  it('renames, refuses others, and deletes', async () => {
    const renamed = await api('PUT', `/api/mentor/templates/${template.id}`, 'captain', {
      template_name: 'Basics',
    });
    expect(renamed.body.data.template_name).toBe('Basics');
    expect((await api('GET', `/api/mentor/templates/${template.id}`, 'otherCaptain')).status).toBe(404);
    expect((await api('GET', `/api/mentor/templates/${template.id}`, 'member')).status).toBe(403);
    expect((await api('DELETE', `/api/mentor/templates/${template.id}`, 'captain')).status).toBe(200);
    expect((await api('GET', `/api/mentor/templates/${template.id}`, 'captain')).status).toBe(404);
  });
});

describe('the feed', () => {
  it('comments are escaped text, mailed to the other side when their flag is on, unread per person', async () => {
    const before = (await captainView()).feed_unread_comments_count;
    const res = await api('POST', '/api/mentee/mentoring/feed', 'member', {
      body: '<img src=x onerror=alert(1)> Hi!',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      body: '<img src=x onerror=alert(1)> Hi!',
      owner: { id: id.member },
      is_read: true,
    });
    expect((await lastMail(t.app, 'mentor@example.com'))?.subject).toMatch(/wrote in your mentoring feed$/);
    const captain = await captainView();
    expect(captain.feed_unread_comments_count).toBe(before + 1);
    expect(captain.feed.at(-1)).toMatchObject({ id: res.body.data.id, is_read: false });
    // The answer is the comment as its writer's feed shows it.
    expect((await plan()).feed.at(-1)).toEqual(res.body.data);
    // Flag off: no mail.
    await call(t.app, {
      method: 'POST',
      url: '/api/user/profile/email-settings?feed=0&chat=1&system=1&weekly=1',
      token: token.captain,
    });
    const mailBefore = await lastMail(t.app, 'mentor@example.com');
    await api('POST', '/api/mentee/mentoring/feed', 'member', { body: 'Second' });
    expect((await lastMail(t.app, 'mentor@example.com'))?.subject).toBe(mailBefore?.subject);
  });

  it('read marks: one, then all; the count follows', async () => {
    const captain = await captainView();
    const unread = captain.feed.filter((c) => !c.is_read);
    expect(unread.length).toBeGreaterThan(1);
    const one = await api(
      'POST',
      `/api/mentor/mentoring/${mentoringId}/feed/${unread[0]!.id}/read`,
      'captain',
    );
    expect(one.body.data.feed_unread_comments_count).toBe(captain.feed_unread_comments_count - 1);
    const all = await api('POST', `/api/mentor/mentoring/${mentoringId}/feed/read`, 'captain');
    expect(all.body.data.feed_unread_comments_count).toBe(0);
    expect((await captainView()).feed.every((c) => c.is_read)).toBe(true);
    // The member's own count is theirs alone.
    await api('POST', `/api/mentor/mentoring/${mentoringId}/feed`, 'captain', { body: 'Well done!' });
    expect((await plan()).feed_unread_comments_count).toBeGreaterThan(0);
    expect(
      (await api('POST', '/api/mentee/mentoring/feed/read', 'member')).body.data.feed_unread_comments_count,
    ).toBe(0);
  });

  it('read all up to the newest comment shown: one posted after the fetch stays unread', async () => {
    await api('POST', `/api/mentor/mentoring/${mentoringId}/feed`, 'captain', { body: 'Shown one' });
    await api('POST', `/api/mentor/mentoring/${mentoringId}/feed`, 'captain', { body: 'Shown two' });
    const shown = await plan();
    const newest = Math.max(...shown.feed.map((c) => c.id));
    // Meanwhile the captain writes again, after the member's client fetched the feed.
    const late = (
      await api('POST', `/api/mentor/mentoring/${mentoringId}/feed`, 'captain', { body: 'Arrived later' })
    ).body.data;
    const res = await api('POST', `/api/mentee/mentoring/feed/read?up_to_id=${newest}`, 'member');
    expect(res.body.data.feed_unread_comments_count).toBe(1);
    const after = await plan();
    expect(after.feed.find((c) => c.id === late.id)).toMatchObject({ is_read: false });
    expect(after.feed.filter((c) => c.id !== late.id).every((c) => c.is_read)).toBe(true);
    // The captain's call takes it too; a bad id is a 422.
    await api('POST', '/api/mentee/mentoring/feed', 'member', { body: 'Member line' });
    const cv = await captainView();
    const upTo = Math.max(...cv.feed.map((c) => c.id));
    await api('POST', '/api/mentee/mentoring/feed', 'member', { body: 'Member later' });
    const cap = await api(
      'POST',
      `/api/mentor/mentoring/${mentoringId}/feed/read?up_to_id=${upTo}`,
      'captain',
    );
    expect(cap.body.data.feed_unread_comments_count).toBe(1);
    expect((await api('POST', '/api/mentee/mentoring/feed/read?up_to_id=abc', 'member')).status).toBe(422);
  });

  it('validates comments and keeps others out', async () => {
    const empty = await api('POST', '/api/mentee/mentoring/feed', 'member', { body: '  ' });
    expect(empty.body.errors).toEqual({ body: [MSG.fieldRequired] });
    expect((await api('POST', '/api/mentee/mentoring/feed', 'otherMember', { body: 'x' })).status).toBe(404);
    expect(
      (await api('POST', `/api/mentor/mentoring/${mentoringId}/feed`, 'otherCaptain', { body: 'x' })).status,
    ).toBe(404);
    const comment = (await plan()).feed[0]!;
    expect((await api('POST', `/api/mentee/mentoring/feed/${comment.id}/read`, 'otherMember')).status).toBe(
      404,
    );
    expect(
      (await api('POST', `/api/mentor/mentoring/${mentoringId}/feed/${comment.id}/read`, 'otherCaptain'))
        .status,
    ).toBe(404);
  });
});

describe('an ended mentoring', () => {
  it('is history: neither of the pair ticks its tasks any more', async () => {
    const task = (await plan()).milestones.flatMap((m) => m.tasks)[0]!;
    expect((await api('POST', `/api/mentee/mentoring/task/${task.id}`, 'member')).status).toBe(200);
    expect((await api('DELETE', `/api/mentor/mentees/${id.member}`, 'captain')).status).toBe(200);
    expect((await api('DELETE', `/api/mentee/mentoring/task/${task.id}`, 'member')).status).toBe(404);
    expect((await api('DELETE', `/api/mentor/mentoring/task/${task.id}`, 'captain')).status).toBe(404);
  });
});
