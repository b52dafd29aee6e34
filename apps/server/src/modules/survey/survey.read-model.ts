import { sql, type SQLWrapper } from 'drizzle-orm';
import { businessSectors, businessSpecializations, skillCategories, skills, surveys } from '../../db/schema';
import { viewOf } from '../../db/read-model';

/**
 * What other modules may read of the survey module's tables (docs/ARCHITECTURE.md, "Table
 * ownership"): read-only views to join (each keeps its table's name) and SQL fragments. Writes go
 * through the survey services.
 */

/** Reference lists by id and name (seeded, never written by a request). */
export const sectorsView = viewOf(businessSectors, { id: businessSectors.id, name: businessSectors.name });
export const specialismsView = viewOf(businessSpecializations, {
  id: businessSpecializations.id,
  name: businessSpecializations.name,
});
export const skillsView = viewOf(skills, { id: skills.id, name: skills.name, categoryId: skills.categoryId });
export const skillCategoriesView = viewOf(skillCategories, {
  id: skillCategories.id,
  name: skillCategories.name,
});

/** What the match score reads of a Member's questionnaire. */
export const questionnairesView = viewOf(surveys, {
  userId: surveys.userId,
  businessType: surveys.businessType,
  serviceId: surveys.serviceId,
});

/** A Member's Assess Yourself answers as `[{ groupId, answer }]` by group (json; `[]` when none). */
export const answersByGroupSql = (userId: SQLWrapper) =>
  sql<{ groupId: number; answer: number }[]>`coalesce((
    select json_agg(json_build_object('groupId', q.group_id, 'answer', a.answer) order by q.group_id)
    from assessment_answers a join assess_questions q on q.id = a.question_id
    where a.user_id = ${userId}), '[]'::json)`;

/** How many Assess Yourself answers a person has given. */
export const answerCountSql = (userId: SQLWrapper) =>
  sql<number>`(select count(*) from assessment_answers a where a.user_id = ${userId})`;

/** A business sector as `{ id, name }` (json; null when none). */
export const sectorJsonSql = (sectorId: SQLWrapper) =>
  sql`(select json_build_object('id', id, 'name', name) from ${sectorsView} where id = ${sectorId})`;
