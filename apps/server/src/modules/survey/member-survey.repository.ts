import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { assessmentAnswers, surveys } from '../../db/schema';
import { usersRepository } from '../users/users.repository';
import type { ChangeRequestStatus } from '@keh/contracts';

export type SurveyRow = typeof surveys.$inferSelect;
type IdeaValues = Pick<
  SurveyRow,
  | 'businessIdea'
  | 'whatNeedDoesItMeet'
  | 'whoWillBeYourCustomers'
  | 'usp'
  | 'competitors'
  | 'whatWillYouCharge'
  | 'advertise'
  | 'whereWillYouSell'
>;

/** A Member's Assess Yourself answers, which the survey page reads: built once (decision 0039). */
const answersQuery = preparedQuery(
  (db, name) =>
    db
      .select({
        questionId: assessmentAnswers.questionId,
        answer: assessmentAnswers.answer,
        explanation: assessmentAnswers.explanation,
      })
      .from(assessmentAnswers)
      .where(eq(assessmentAnswers.userId, sql.placeholder('userId')))
      .prepare(name),
  'member_survey_answers',
);

/** A person's survey row: built once. */
const surveyQuery = preparedQuery(
  (db, name) =>
    db
      .select()
      .from(surveys)
      .where(eq(surveys.userId, sql.placeholder('userId')))
      .prepare(name),
  'member_survey_row',
);

export const memberSurveyRepository = (db: DbOrTx) => ({
  answers: (userId: number) => answersQuery(db).execute({ userId }),

  async survey(userId: number) {
    const [row] = await surveyQuery(db).execute({ userId });
    return row ?? null;
  },

  async replaceAnswers(
    userId: number,
    answers: { question_id: number; answer: number; explanation: string }[],
  ) {
    await db.delete(assessmentAnswers).where(eq(assessmentAnswers.userId, userId));
    if (!answers.length) return;
    await db.insert(assessmentAnswers).values(
      answers.map((a) => ({
        userId,
        questionId: a.question_id,
        answer: a.answer,
        explanation: a.explanation,
      })),
    );
  },

  /**
   * Records the Member's score when their answers are complete (sign-up and each re-take), and the
   * take's own answers beside it: a later take replaces the current answers, never this record.
   */
  async recordResult(userId: number, complete: number) {
    await db.execute(sql`
      with taken as (
        insert into assessment_results (user_id, score)
        select user_id, sum(answer)::int from assessment_answers where user_id = ${userId}
        group by user_id having count(*) >= ${complete}
        returning id, user_id)
      insert into assessment_take_answers (result_id, question_id, answer, explanation)
      select taken.id, a.question_id, a.answer, a.explanation
      from taken join assessment_answers a on a.user_id = taken.user_id`);
  },

  async saveIdea(userId: number, idea: IdeaValues) {
    await db
      .insert(surveys)
      .values({ userId, ...idea })
      .onConflictDoUpdate({ target: surveys.userId, set: { ...idea, updatedAt: new Date() } });
  },

  async setRequestStatus(userId: number, status: ChangeRequestStatus | null) {
    await usersRepository(db).update(userId, { changeQuestionnaireRequestStatus: status });
  },
});
