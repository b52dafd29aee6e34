import { sql, type SQLWrapper } from 'drizzle-orm';

/**
 * What other modules may read of the plans module's tables (docs/ARCHITECTURE.md, "Table
 * ownership"), as SQL fragments to place in one's own statement. `plan.service.ts` turns what they
 * answer into the API's milestones (`planService(ctx).fromJson`).
 */

/** A task as `planJsonSql` answers it. */
export interface PlanJsonTask {
  id: number;
  title: string;
  position: number;
  mentee_done: boolean;
  mentor_done: boolean | null;
}

/** A milestone with its tasks as `planJsonSql` answers it (JSON: a time is its ISO text). */
export interface PlanJsonMilestone {
  id: number;
  template_id: number | null;
  source_template_id: number | null;
  milestone_name: string;
  deadline: string | null;
  notes: string | null;
  tasks: PlanJsonTask[];
}

/**
 * A mentoring's plan as one JSON array: its milestones in plan order (deadline, undated last, then
 * creation), each with its tasks in their order, the same as `plansRepository`'s `milestonesOf`
 * and `tasksOf` read them.
 */
export const planJsonSql = (mentoringId: SQLWrapper) =>
  sql<PlanJsonMilestone[]>`(select coalesce(json_agg(json_build_object('id', ms.id,
      'template_id', ms.template_id, 'source_template_id', ms.source_template_id,
      'milestone_name', ms.milestone_name, 'deadline', ms.deadline, 'notes', ms.notes,
      'tasks', (select coalesce(json_agg(json_build_object('id', t.id, 'title', t.title, 'position', t.position,
          'mentee_done', t.mentee_done, 'mentor_done', t.mentor_done) order by t.position, t.id), '[]')
        from tasks t where t.milestone_id = ms.id))
      order by ms.deadline asc nulls last, ms.id), '[]')
    from milestones ms where ms.mentoring_id = ${mentoringId})`;
