import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mentoringRequests, mentorings } from '../../db/schema';
import { call, createTestApp, signIn, type TestApp } from '../../test/app';
import { experienceYears } from './public-profile.service';
import { withoutDemoMentoring } from '../../test/fixtures';

let t: TestApp;
let tokens: Record<'mentor' | 'mentee' | 'admin' | 'otherMentor' | 'otherMentee', string>;
let ids: Record<'mentor' | 'mentee' | 'otherMentor' | 'otherMentee', number>;

beforeAll(async () => {
  t = await createTestApp();
  await withoutDemoMentoring(t.app);
  const emails = {
    mentor: 'mentor@example.com',
    mentee: 'mentee@example.com',
    admin: 'admin@example.com',
    otherMentor: (await t.app.db.query.users.findFirst({
      where: (u, { and, eq, ne }) => and(eq(u.type, 'mentor'), ne(u.email, 'mentor@example.com')),
    }))!.email,
    otherMentee: (await t.app.db.query.users.findFirst({
      where: (u, { and, eq, ne }) => and(eq(u.type, 'mentee'), ne(u.email, 'mentee@example.com')),
    }))!.email,
  };
  tokens = Object.fromEntries(
    await Promise.all(Object.entries(emails).map(async ([k, e]) => [k, await signIn(t.app, e)])),
  ) as typeof tokens;
  const me = async (token: string) =>
    (await call(t.app, { method: 'GET', url: '/api/user/profile', token })).body.data.id as number;
  ids = {
    mentor: await me(tokens.mentor),
    mentee: await me(tokens.mentee),
    otherMentor: await me(tokens.otherMentor),
    otherMentee: await me(tokens.otherMentee),
  };
});
afterAll(() => t.close());

const get = (url: string, token?: string) => call(t.app, { method: 'GET', url, token });

describe('a captain as others see them', () => {
  it('a Member sees the public profile without contact details, with the request state', async () => {
    const { status, body } = await get(`/api/mentee/mentors/${ids.mentor}`, tokens.mentee);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: ids.mentor,
      type: 'mentor',
      first_name: 'James',
      available: true,
      mentees: 0,
      request_status: null,
      can_send_request: true,
      is_me: false,
    });
    expect(body.data).not.toHaveProperty('email');
    expect(body.data).not.toHaveProperty('contact_number');
  });

  it('a captain sees another captain through the captain path; each role only its own path', async () => {
    expect(
      (await get(`/api/mentor/mentors/${ids.otherMentor}`, tokens.mentor)).body.data.can_send_request,
    ).toBe(false);
    expect((await get(`/api/mentor/mentors/${ids.mentor}`, tokens.mentee)).status).toBe(403);
    expect((await get(`/api/mentee/mentors/${ids.mentor}`)).status).toBe(401);
  });

  it('answers 404 for someone who is not a captain, or no one', async () => {
    expect((await get(`/api/mentee/mentors/${ids.otherMentee}`, tokens.mentee)).status).toBe(404);
    expect((await get('/api/mentee/mentors/999999', tokens.mentee)).status).toBe(404);
  });
});

describe("a Member's profile and survey", () => {
  it('captains see the profile; the survey only with a request or a mentoring', async () => {
    const profile = await get(`/api/mentor/mentees/${ids.mentee}`, tokens.mentor);
    expect(profile.body.data).toMatchObject({ type: 'mentee', can_view_survey: false });
    expect((await get(`/api/mentor/mentees/${ids.mentee}/survey`, tokens.mentor)).status).toBe(404);

    await t.app.db.insert(mentoringRequests).values({ menteeId: ids.mentee, mentorId: ids.mentor });
    expect((await get(`/api/mentor/mentees/${ids.mentee}`, tokens.mentor)).body.data.can_view_survey).toBe(
      true,
    );
    const survey = await get(`/api/mentor/mentees/${ids.mentee}/survey`, tokens.mentor);
    expect(survey.status).toBe(200);
    expect(survey.body.data.groups).toHaveLength(4);
    // The Member now sees the request state on that captain.
    expect((await get(`/api/mentee/mentors/${ids.mentor}`, tokens.mentee)).body.data.request_status).toBe(
      'pending',
    );

    // Another captain still sees nothing of the survey.
    expect((await get(`/api/mentor/mentees/${ids.mentee}/survey`, tokens.otherMentor)).status).toBe(404);
    await t.app.db
      .insert(mentorings)
      .values({ mentorId: ids.otherMentor, menteeId: ids.otherMentee, mentoringName: 'Test' });
    expect((await get(`/api/mentor/mentees/${ids.otherMentee}/survey`, tokens.otherMentor)).status).toBe(200);
    expect((await get(`/api/mentor/mentors/${ids.otherMentor}`, tokens.mentor)).body.data.mentees).toBe(1);
  });

  it('Members do not see other Members; admins see any survey, also with the token in the query', async () => {
    expect((await get(`/api/mentor/mentees/${ids.otherMentee}`, tokens.mentee)).status).toBe(403);
    expect((await get(`/api/admin/mentee/${ids.otherMentee}/survey`, tokens.admin)).status).toBe(200);
    const preview = await call(t.app, {
      method: 'POST',
      url: `/api/admin/mentee/${ids.otherMentee}/survey/preview-token`,
      token: tokens.admin,
    });
    const admin = await get(`/api/admin/mentee/${ids.otherMentee}/survey?token=${preview.body.data.token}`);
    expect(admin.status).toBe(200);
    // Session tokens never travel in the query (issue 26).
    expect((await get(`/api/admin/mentee/${ids.otherMentee}/survey?token=${tokens.admin}`)).status).toBe(401);
    expect((await get(`/api/admin/mentee/${ids.otherMentee}/survey?token=${tokens.mentor}`)).status).toBe(
      401,
    );
    expect((await get(`/api/admin/mentee/${ids.otherMentee}/survey?token=nope`)).status).toBe(401);
    // A query token works only where the route allows it.
    expect((await get(`/api/user/profile?token=${tokens.admin}`)).status).toBe(401);
  });

  it('everyone sees their own public view', async () => {
    const own = await get('/api/user/profile/public', tokens.mentee);
    expect(own.body.data).toMatchObject({ id: ids.mentee, is_me: true, can_view_survey: true });
    expect((await get('/api/user/profile/public', tokens.admin)).status).toBe(404);
  });
});

describe('experienceYears', () => {
  it('adds up the cards in whole years, a current role running to today', () => {
    const today = new Date('2026-01-01T00:00:00Z');
    expect(experienceYears([], today)).toBe(0);
    expect(
      experienceYears(
        [
          { startDate: '2010-01-01', finishDate: '2015-01-01', current: false },
          { startDate: '2020-01-01', finishDate: null, current: true },
        ],
        today,
      ),
    ).toBe(11);
  });
});
