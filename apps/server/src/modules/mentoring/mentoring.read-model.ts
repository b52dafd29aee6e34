import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * What other modules may read of the mentoring module's tables (docs/ARCHITECTURE.md, "Table
 * ownership"), as SQL fragments to place in one's own statement.
 */

/** Whether the mentoring `mentoringId` names is still running (not ended). */
export const mentoringRunningSql = (mentoringId: SQL | AnyPgColumn) =>
  sql<boolean>`exists (select 1 from mentorings m where m.id = ${mentoringId} and m.ended_at is null)`;
