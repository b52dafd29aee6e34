import { sql, type SQLWrapper } from 'drizzle-orm';
import { allColumns, viewOf } from '../../db/read-model';
import { mentorings } from '../../db/schema';

/**
 * What other modules may read of the mentoring module's tables (docs/ARCHITECTURE.md, "Table
 * ownership"), as SQL fragments to place in one's own statement.
 */

/** Whether the mentoring `mentoringId` names is still running (not ended). */
export const mentoringRunningSql = (mentoringId: SQLWrapper) =>
  sql<boolean>`exists (select 1 from mentorings m where m.id = ${mentoringId} and m.ended_at is null)`;

/** A captain's requests waiting for an answer. */
export const pendingRequestCountSql = (mentorId: SQLWrapper) =>
  sql`(select count(*) from mentoring_requests where mentor_id = ${mentorId} and status = 'pending')`;

/** A captain's running mentorings. */
export const activeMenteeCountSql = (mentorId: SQLWrapper) =>
  sql`(select count(*) from mentorings where mentor_id = ${mentorId} and ended_at is null)`;

/** Mentorings as others read them (every column), to join in one's own statement. */
export const mentoringsView = viewOf(mentorings, allColumns(mentorings));
