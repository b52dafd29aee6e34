import { sql, type SQLWrapper } from 'drizzle-orm';

/**
 * What other modules may read of the auth module's tables (docs/ARCHITECTURE.md, "Table
 * ownership"), as SQL fragments to place in one's own statement.
 */

/** When the person last signed in: their newest token's time (null when never). */
export const lastSignInSql = (userId: SQLWrapper) =>
  sql<Date | null>`(select max(t.created_at) from auth_tokens t where t.user_id = ${userId})`;
