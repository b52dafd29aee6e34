import type { DbOrTx } from '../../db/client';
import { supportQuestions } from '../../db/schema';

export const supportRepository = (db: DbOrTx) => ({
  async insertQuestion(values: { userType: string; email: string; message: string }) {
    await db.insert(supportQuestions).values(values);
  },
});
