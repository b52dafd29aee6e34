import type { DbOrTx } from '../../db/client';
import { agreementAcceptances } from '../../db/schema';

/**
 * Sign-up's own table: the agreement each person accepted. The rest of a registration is written
 * by its owners (users, survey, profile, privacy, chat) in the same transaction.
 */
export const signupRepository = (db: DbOrTx) => ({
  async insertAcceptance(userId: number, role: 'mentor' | 'mentee', version: string, text: string) {
    const [row] = await db
      .insert(agreementAcceptances)
      .values({ userId, role, version, text })
      .returning({ id: agreementAcceptances.id });
    return row!;
  },
});
