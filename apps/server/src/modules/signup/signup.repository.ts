import type { DbOrTx } from '../../db/client';
import {
  agreementAcceptances,
  assessmentAnswers,
  surveys,
  userSkills,
  userSpecializations,
} from '../../db/schema';

export type SurveyValues = Omit<typeof surveys.$inferInsert, 'userId' | 'createdAt' | 'updatedAt'>;

export const signupRepository = (db: DbOrTx) => ({
  async insertSurvey(userId: number, values: SurveyValues) {
    await db.insert(surveys).values({ userId, ...values });
  },

  async insertSkills(userId: number, ids: number[]) {
    if (ids.length) await db.insert(userSkills).values(ids.map((skillId) => ({ userId, skillId })));
  },

  async insertSpecializations(userId: number, ids: number[]) {
    if (ids.length) {
      await db
        .insert(userSpecializations)
        .values(ids.map((specializationId) => ({ userId, specializationId })));
    }
  },

  async insertAnswers(
    userId: number,
    answers: { question_id: number; answer: number; explanation: string }[],
  ) {
    if (answers.length) {
      await db.insert(assessmentAnswers).values(
        answers.map((a) => ({
          userId,
          questionId: a.question_id,
          answer: a.answer,
          explanation: a.explanation,
        })),
      );
    }
  },

  async insertAcceptance(userId: number, role: 'mentor' | 'mentee', version: string, text: string) {
    const [row] = await db
      .insert(agreementAcceptances)
      .values({ userId, role, version, text })
      .returning({ id: agreementAcceptances.id });
    return row!;
  },
});
