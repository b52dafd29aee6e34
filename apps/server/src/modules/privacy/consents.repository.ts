import { asc, eq } from 'drizzle-orm';
import type { ConsentContext, ConsentDocument } from '@keh/contracts';
import type { DbOrTx } from '../../db/client';
import { consents } from '../../db/schema';

export interface NewConsent {
  document: ConsentDocument;
  version: string;
  context: ConsentContext;
  reference?: string | null;
  details?: Record<string, string | boolean> | null;
}

export const consentsRepository = (db: DbOrTx) => ({
  async insert(userId: number, rows: NewConsent[]) {
    if (rows.length) await db.insert(consents).values(rows.map((r) => ({ userId, ...r })));
  },

  /** Every consent of the person, oldest first. */
  list: (userId: number) =>
    db
      .select()
      .from(consents)
      .where(eq(consents.userId, userId))
      .orderBy(asc(consents.acceptedAt), asc(consents.id)),
});
