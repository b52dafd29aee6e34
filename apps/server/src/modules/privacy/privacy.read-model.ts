import { sql, type SQLWrapper } from 'drizzle-orm';

/**
 * What other modules may read of the privacy module's tables (docs/ARCHITECTURE.md, "Table
 * ownership"), as SQL fragments to place in one's own statement.
 */

/** When a person's account is to be deleted (null when no deletion is pending). */
export const deleteAtSql = (userId: SQLWrapper) =>
  sql`(select delete_at from account_deletions where user_id = ${userId})`;
