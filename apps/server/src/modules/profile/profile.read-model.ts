import { sql, type SQLWrapper } from 'drizzle-orm';
import { skillsView, specialismsView } from '../survey/survey.read-model';

/**
 * What other modules may read of the profile module's tables (docs/ARCHITECTURE.md, "Table
 * ownership"): a person's specialisms and skills as `[{ id, name }]` by id (json), as SQL
 * fragments to place in one's own statement (the captain cards read them in one).
 */
export const specialismsOfSql = (userId: SQLWrapper) =>
  sql<{ id: number; name: string }[]>`coalesce((
    select json_agg(json_build_object('id', business_specializations.id, 'name', business_specializations.name)
      order by business_specializations.id)
    from user_specializations us join ${specialismsView} on business_specializations.id = us.specialization_id
    where us.user_id = ${userId}), '[]'::json)`;

export const skillsOfSql = (userId: SQLWrapper) =>
  sql<{ id: number; name: string }[]>`coalesce((
    select json_agg(json_build_object('id', skills.id, 'name', skills.name) order by skills.id)
    from user_skills k join ${skillsView} on skills.id = k.skill_id
    where k.user_id = ${userId}), '[]'::json)`;
