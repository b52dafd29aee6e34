import { and, asc, count, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { milestones, tasks, templateAssignments, templates } from '../../db/schema';
import { rowsOf } from '../../db/rows';
import { preparedQuery } from '../../db/prepared';
import { mentoringRunningSql, mentoringsView as runningPairs } from '../mentoring/mentoring.read-model';

export type MilestoneRow = typeof milestones.$inferSelect;
export type TaskRow = typeof tasks.$inferSelect;
export type TemplateRow = typeof templates.$inferSelect;
export interface MilestoneFields {
  milestoneName: string;
  deadline?: Date | null;
  notes?: string | null;
}
export type TaskSide = 'mentee' | 'mentor';

/**
 * When a task is done (decision 0015): the Captain's verdict, once given, decides (thumb up or
 * down); until then the Member's tick does. The function and its SQL twin stand side by side;
 * plans.repository.test.ts checks they agree on every case.
 */
export const isTaskDone = (t: { menteeDone: boolean; mentorDone: boolean | null }) =>
  t.mentorDone ?? t.menteeDone;
export const taskDoneSql = sql<boolean>`coalesce(${tasks.mentorDone}, ${tasks.menteeDone})`;

/** Deadline order, undated last, then creation. */
const planOrder = [sql`${milestones.deadline} asc nulls last`, asc(milestones.id)];

const taskWithPairQuery = preparedQuery(
  (db, name) =>
    db
      .select({
        task: tasks,
        milestone: milestones,
        pair: { id: runningPairs.id, mentorId: runningPairs.mentorId, menteeId: runningPairs.menteeId },
      })
      .from(tasks)
      .innerJoin(milestones, eq(milestones.id, tasks.milestoneId))
      .leftJoin(runningPairs, and(eq(runningPairs.id, milestones.mentoringId), isNull(runningPairs.endedAt)))
      .where(eq(tasks.id, sql.placeholder('id')))
      .limit(1)
      .prepare(name),
  'plans_task_with_pair',
);

/** Sets or clears a milestone's `completed_at` by its tasks, in one statement (`settleCompletion`). */
async function settle(db: DbOrTx, milestoneId: number) {
  const [row] = await rowsOf<{ done: boolean; completed: boolean }>(
    db,
    sql`with d as (select count(*) > 0 and count(*) = count(*) filter (where ${taskDoneSql}) as done
        from ${tasks} where ${tasks.milestoneId} = ${milestoneId}),
      u as (update ${milestones} set completed_at = case when (select done from d) then now() end
        where ${milestones.id} = ${milestoneId}
          and case when (select done from d) then ${milestones.completedAt} is null
            else ${milestones.completedAt} is not null end
        returning ${milestones.id})
      select (select done from d) as done, (select done from d) and exists (select 1 from u) as completed`,
  );
  return { done: !!row?.done, completed: !!row?.completed };
}

export const plansRepository = (db: DbOrTx) => ({
  // --- templates ---
  async listTemplates(mentorId: number) {
    const rows = await db
      .select()
      .from(templates)
      .where(eq(templates.mentorId, mentorId))
      .orderBy(desc(templates.createdAt), desc(templates.id));
    const counts = rows.length
      ? await db
          .select({ templateId: milestones.templateId, n: count() })
          .from(milestones)
          .where(
            inArray(
              milestones.templateId,
              rows.map((r) => r.id),
            ),
          )
          .groupBy(milestones.templateId)
      : [];
    const countOf = new Map(counts.map((c) => [c.templateId, c.n]));
    return rows.map((template) => ({ template, milestonesCount: countOf.get(template.id) ?? 0 }));
  },

  async template(id: number) {
    const [row] = await db.select().from(templates).where(eq(templates.id, id)).limit(1);
    return row ?? null;
  },

  async insertTemplate(mentorId: number, templateName: string) {
    const [row] = await db.insert(templates).values({ mentorId, templateName }).returning();
    return row!;
  },

  async renameTemplate(id: number, templateName: string) {
    await db.update(templates).set({ templateName, updatedAt: new Date() }).where(eq(templates.id, id));
  },

  async deleteTemplate(id: number) {
    await db.delete(templates).where(eq(templates.id, id));
  },

  /** The mentorings each template is attached to. */
  async assignments(templateIds: number[]) {
    if (!templateIds.length) return [];
    return db
      .select({ templateId: templateAssignments.templateId, mentoringId: templateAssignments.mentoringId })
      .from(templateAssignments)
      .where(inArray(templateAssignments.templateId, templateIds));
  },

  /** Records the attachment; false when the template was attached to that mentoring already. */
  async assign(templateId: number, mentoringId: number) {
    const rows = await db
      .insert(templateAssignments)
      .values({ templateId, mentoringId })
      .onConflictDoNothing()
      .returning({ templateId: templateAssignments.templateId });
    return rows.length > 0;
  },

  async unassign(templateId: number, mentoringId: number) {
    const rows = await db
      .delete(templateAssignments)
      .where(
        and(eq(templateAssignments.templateId, templateId), eq(templateAssignments.mentoringId, mentoringId)),
      )
      .returning({ templateId: templateAssignments.templateId });
    return rows.length > 0;
  },

  /** The milestones copied from a template into a mentoring on which no task was ticked. */
  async deleteUntouchedCopies(templateId: number, mentoringId: number) {
    await db.delete(milestones).where(
      and(
        eq(milestones.mentoringId, mentoringId),
        eq(milestones.sourceTemplateId, templateId),
        // Written out in full: inside a sub-query an unqualified "id" would be the task's.
        sql`not exists (select 1 from tasks t where t.milestone_id = milestones.id
              and (t.mentee_done or t.mentor_done is not null))`,
      ),
    );
  },

  // --- milestones and tasks ---
  /** The milestones of some mentorings or templates, in plan order. */
  milestonesOf(owner: { mentoringIds: number[] } | { templateIds: number[] }) {
    const [column, ids] =
      'mentoringIds' in owner
        ? [milestones.mentoringId, owner.mentoringIds]
        : [milestones.templateId, owner.templateIds];
    if (!ids.length) return Promise.resolve([] as MilestoneRow[]);
    return db
      .select()
      .from(milestones)
      .where(inArray(column, ids))
      .orderBy(...planOrder);
  },

  tasksOf(milestoneIds: number[]) {
    if (!milestoneIds.length) return Promise.resolve([] as TaskRow[]);
    return db
      .select()
      .from(tasks)
      .where(inArray(tasks.milestoneId, milestoneIds))
      .orderBy(asc(tasks.milestoneId), asc(tasks.position), asc(tasks.id));
  },

  async milestone(id: number) {
    const [row] = await db.select().from(milestones).where(eq(milestones.id, id)).limit(1);
    return row ?? null;
  },

  async insertMilestone(
    owner: { mentoringId: number; sourceTemplateId?: number | null } | { templateId: number },
    fields: MilestoneFields,
    titles: string[],
  ) {
    const [row] = await db
      .insert(milestones)
      .values({ ...owner, ...fields })
      .returning();
    if (titles.length)
      await db
        .insert(tasks)
        .values(titles.map((title, position) => ({ milestoneId: row!.id, title, position })));
    return row!;
  },

  /** Adds tasks at the end of a milestone's list; answers their ids in order. */
  async appendTasks(milestoneId: number, titles: string[]) {
    const [last] = await db
      .select({ n: sql<number>`coalesce(max(${tasks.position}), -1)::int` })
      .from(tasks)
      .where(eq(tasks.milestoneId, milestoneId));
    const start = (last?.n ?? -1) + 1;
    const rows = await db
      .insert(tasks)
      .values(titles.map((title, i) => ({ milestoneId, title, position: start + i })))
      .returning({ id: tasks.id });
    return rows.map((r) => r.id);
  },

  async updateMilestone(id: number, fields: Partial<MilestoneFields>) {
    await db.update(milestones).set(fields).where(eq(milestones.id, id));
  },

  async deleteMilestone(id: number) {
    await db.delete(milestones).where(eq(milestones.id, id));
  },

  /**
   * Replaces a milestone's task list: tasks named by id keep their ticks (and take the new title
   * and position), the others are removed, new titles are added.
   */
  async replaceTasks(milestoneId: number, list: { id?: number; title: string }[]) {
    const keep = list.flatMap((t) => (t.id === undefined ? [] : [t.id]));
    await db
      .delete(tasks)
      .where(and(eq(tasks.milestoneId, milestoneId), keep.length ? notInArray(tasks.id, keep) : undefined));
    for (const [position, t] of list.entries()) {
      if (t.id !== undefined)
        await db
          .update(tasks)
          .set({ title: t.title, position })
          .where(and(eq(tasks.id, t.id), eq(tasks.milestoneId, milestoneId)));
      else await db.insert(tasks).values({ milestoneId, title: t.title, position });
    }
  },

  /**
   * A task with its milestone and, when that milestone's mentoring is running, the pair (who may
   * tick it is the caller's rule): one statement, built and prepared once.
   */
  async taskWithPair(id: number) {
    const [row] = await taskWithPairQuery(db).execute({ id });
    return row ?? null;
  },

  async setTick(taskId: number, side: TaskSide, value: boolean) {
    const [row] = await db
      .update(tasks)
      .set(side === 'mentee' ? { menteeDone: value } : { mentorDone: value })
      .where(eq(tasks.id, taskId))
      .returning();
    return row!;
  },

  /**
   * Keeps `completed_at` true to the tasks: set when every task is done, cleared when one is not.
   * Returns whether the milestone has just become done.
   */
  async settleCompletion(milestoneId: number) {
    return (await settle(db, milestoneId)).completed;
  },

  /**
   * `settleCompletion` in one statement, answering both whether the milestone is done now (it
   * has tasks and every one is done) and whether it has just become done (`completed_at` set by it).
   */
  settle: (milestoneId: number) => settle(db, milestoneId),

  /**
   * Claims the open, dated milestones of running plans that need a reminder (decision 0023):
   * `dueSoon` those due within `withinMs`, `overdue` those past their deadline; each is claimed
   * once (one conditional UPDATE, so of several processes exactly one claims a row).
   */
  async claimReminders(kind: 'dueSoon' | 'overdue', withinMs: number) {
    const mark = kind === 'dueSoon' ? milestones.dueSoonMailedAt : milestones.overdueMailedAt;
    const when =
      kind === 'dueSoon'
        ? sql`${milestones.deadline} > now() and ${milestones.deadline} <= now() + make_interval(secs => ${withinMs / 1000})`
        : sql`${milestones.deadline} <= now()`;
    return db
      .update(milestones)
      .set(kind === 'dueSoon' ? { dueSoonMailedAt: sql`now()` } : { overdueMailedAt: sql`now()` })
      .where(
        and(
          sql`${mark} is null and ${milestones.completedAt} is null`,
          sql`${milestones.mentoringId} is not null and ${milestones.deadline} is not null`,
          when,
          mentoringRunningSql(milestones.mentoringId),
        ),
      )
      .returning({
        id: milestones.id,
        mentoringId: milestones.mentoringId,
        milestoneName: milestones.milestoneName,
        deadline: milestones.deadline,
      });
  },

  /** The open, dated milestones of a running plan due before `until` (overdue ones included). */
  dueMilestones(mentoringId: number, until: Date) {
    return db
      .select({ name: milestones.milestoneName, deadline: milestones.deadline })
      .from(milestones)
      .where(
        and(
          eq(milestones.mentoringId, mentoringId),
          sql`${milestones.completedAt} is null and ${milestones.deadline} is not null`,
          sql`${milestones.deadline} <= ${until.toISOString()}::timestamptz`,
        ),
      )
      .orderBy(asc(milestones.deadline));
  },
});
