import { sql, type SQLWrapper } from 'drizzle-orm';
import { PROMPTED_DOCUMENTS } from '@keh/contracts';

/**
 * What other modules may read of the privacy module's tables (docs/ARCHITECTURE.md, "Table
 * ownership"), as SQL fragments to place in one's own statement.
 */

/** When a person's account is to be deleted (null when no deletion is pending). */
export const deleteAtSql = (userId: SQLWrapper) =>
  sql`(select delete_at from account_deletions where user_id = ${userId})`;

/** The prompted documents as SQL literals (constants of the contracts). */
const PROMPTED = sql.raw(PROMPTED_DOCUMENTS.map((d) => `'${d}'`).join(', '));
/**
 * The latest version the person accepted of each prompted document, as a JSON object (document →
 * version), for `requiredConsents` (consents.service.ts) to compare with the current versions.
 */
export const acceptedVersionsSql = (userId: SQLWrapper) =>
  sql`(select coalesce(json_object_agg(c.document, c.version), '{}') from (
    select distinct on (document) document, version from consents
    where user_id = ${userId} and document in (${PROMPTED})
    order by document, accepted_at desc, id desc) c)`;
