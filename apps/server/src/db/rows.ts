import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client';

/**
 * The rows of a plain SQL statement, typed by the caller. Both drivers answer `db.execute` with
 * `{ rows }`; Drizzle's types do not say so for the union of the two.
 */
export const rowsOf = async <T>(db: DbOrTx, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;
