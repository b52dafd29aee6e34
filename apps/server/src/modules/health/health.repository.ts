import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

export const healthRepository = (db: DbOrTx) => ({
  ping: () => db.execute(sql`select 1`),
});
