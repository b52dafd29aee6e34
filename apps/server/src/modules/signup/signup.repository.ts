import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  agreementAcceptances,
  assessQuestions,
  assessmentAnswers,
  businessSectors,
  businessSpecializations,
  discoverTypes,
  serviceConnections,
  serviceTypes,
  services,
  skills,
  surveys,
  userSkills,
  userSpecializations,
} from '../../db/schema';

export type SurveyValues = Omit<typeof surveys.$inferInsert, 'userId' | 'createdAt' | 'updatedAt'>;

const idTables = {
  serviceConnections,
  serviceTypes,
  services,
  businessSectors,
  businessSpecializations,
  skills,
  assessQuestions,
};
export type IdTable = keyof typeof idTables;

export const signupRepository = (db: DbOrTx) => ({
  /** How many of `ids` exist in a reference table. */
  async countIds(table: IdTable, ids: number[]) {
    if (!ids.length) return 0;
    const t = idTables[table];
    const rows = await db.select({ id: t.id }).from(t).where(inArray(t.id, ids));
    return rows.length;
  },

  async discoverTypeFits(id: number, role: 'mentor' | 'mentee') {
    const [row] = await db
      .select({ id: discoverTypes.id })
      .from(discoverTypes)
      .where(and(eq(discoverTypes.id, id), eq(discoverTypes.role, role)));
    return !!row;
  },

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
    await db.insert(agreementAcceptances).values({ userId, role, version, text });
  },
});
