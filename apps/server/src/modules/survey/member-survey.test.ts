import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@keh/contracts';
import { users } from '../../db/schema';
import { call, createTestApp, signIn, type TestApp } from '../../test/app';

let t: TestApp;
let mentee: string;
beforeAll(async () => {
  t = await createTestApp();
  mentee = await signIn(t.app, 'mentee@example.com');
});
afterAll(() => t.close());

const answers = (answer: number) =>
  JSON.stringify(
    Array.from({ length: 19 }, (_, i) => ({ question_id: i + 1, answer, explanation: `note ${i + 1}` })),
  );
const update = (token: string | undefined, payload: Record<string, string>) =>
  call(t.app, { method: 'POST', url: '/api/mentee/profile/survey/update', token, payload });
const view = (token: string) => call(t.app, { method: 'GET', url: '/api/mentee/profile/survey', token });

describe('Assess Yourself after sign-up', () => {
  it('shows every question by group, unanswered, with the idea overview', async () => {
    const { status, body } = await view(mentee);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      complete: false,
      answered: 0,
      change_questionnaire_request_status: null,
    });
    expect(body.data.groups).toHaveLength(4);
    expect(body.data.groups.flatMap((g: { questions: unknown[] }) => g.questions)).toHaveLength(19);
    expect(body.data.business_idea_overview.map((i: { key: string }) => i.key)).toContain('usp');
  });

  it('takes all 19 answers once, then needs an approved change request', async () => {
    const short = await update(mentee, { assess: JSON.stringify([{ question_id: 1, answer: 1 }]) });
    expect(short.status).toBe(422);
    expect(short.body.errors.assess).toEqual([MSG.assessIncomplete]);

    const first = await update(mentee, { assess: answers(1), usp: 'Veteran-run' });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ complete: true, answered: 19 });
    expect(first.body.data.business_idea_overview.find((i: { key: string }) => i.key === 'usp').answer).toBe(
      'Veteran-run',
    );
    const profile = await call(t.app, { method: 'GET', url: '/api/user/profile', token: mentee });
    expect(profile.body.data.survey_exists).toBe(true);

    const again = await update(mentee, { assess: answers(2) });
    expect(again.status).toBe(403);
    expect(again.body.message).toBe(MSG.surveyLocked);

    // The admin approves (its own issue builds the screen); the next update completes the request.
    await t.app.db
      .update(users)
      .set({ changeQuestionnaireRequestStatus: 'approved' })
      .where(eq(users.email, 'mentee@example.com'));
    const approved = await update(mentee, { assess: answers(3) });
    expect(approved.status).toBe(200);
    expect(approved.body.data.change_questionnaire_request_status).toBe('completedFirstly');
    expect(approved.body.data.groups[0].questions[0]).toMatchObject({ answer: 3, explanation: 'note 1' });
    expect((await update(mentee, { assess: answers(1) })).status).toBe(403);
  });

  it('is for Members only', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api/mentee/profile/survey' })).status).toBe(401);
    const mentor = await signIn(t.app, 'mentor@example.com');
    expect((await view(mentor)).status).toBe(403);
    expect((await update(mentor, { assess: answers(1) })).status).toBe(403);
  });
});
