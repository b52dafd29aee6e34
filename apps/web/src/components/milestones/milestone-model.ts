import { z } from 'zod';
import { MSG, deadlineSchema, milestoneBody, type Milestone, type TaskInput } from '@keh/contracts';
import { dateAndTime, dmyToIso, isoToDmy } from '../../lib/dates';

/**
 * The milestone form (docs/product (entities and validation)) as pure functions: its values, its checks (the shared
 * contract's rules and messages, moved onto the form's own field names) and the body it sends.
 */

/** One task row of the form: `id` is set for a task the milestone already has (its ticks stay). */
export interface TaskField {
  id?: number;
  title: string;
}

export interface MilestoneValues {
  milestone_name: string;
  /** dd/mm/yyyy as typed (the one date entry of the app); '' for none. */
  deadline_date: string;
  /** HH:mm, 24-hour, as typed; '' for none. */
  deadline_time: string;
  notes: string;
  tasks: TaskField[];
}

/** What the milestone calls take (docs/product/api.md): tasks as a JSON string. */
export interface MilestonePayload {
  milestone_name: string;
  deadline?: string;
  notes?: string;
  tasks: string;
}

/**
 * Combines the two inputs into the one `deadline` the API takes ('2026-12-24 14:30'). A deadline
 * is built only when a date is given (docs/product/validation.md); a date without a time is midnight.
 */
export function combineDeadline(date: string, time: string): string | undefined {
  const typed = date.trim();
  if (!typed) return undefined;
  // dd/mm/yyyy as typed; anything else goes as it is, for the contract to refuse (or a yyyy-mm-dd).
  const day = dmyToIso(typed) || typed;
  return `${day} ${time.trim() || '00:00'}`;
}

/**
 * A deadline as the server answers it (ISO 8601, UTC) split back into the two inputs. The API
 * reads a typed 'yyyy-mm-dd HH:mm' as UTC, so the form shows and edits UTC wall-clock times too:
 * what was typed is what comes back.
 */
export function splitDeadline(iso: string | null | undefined): {
  deadline_date: string;
  deadline_time: string;
} {
  const match = iso?.match(/^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/);
  if (!match) return { deadline_date: '', deadline_time: '' };
  return { deadline_date: isoToDmy(match[1]), deadline_time: match[2]! };
}

/** '24 Dec 2026, 14:30' (UTC, as the deadline was typed); '' for none. */
export function formatDeadline(iso: string | null | undefined): string {
  return iso ? dateAndTime(iso, { utc: true }) : '';
}

/**
 * The task list the API takes: tasks the milestone already has go as `{ id, title }` (so their
 * ticks stay), new rows as bare titles; rows removed from the form are simply left out (the server
 * removes them). Order is the rows' order (docs/product/limits.md: the zero-based position).
 */
export function taskInputs(tasks: readonly TaskField[]): TaskInput[] {
  return tasks.map((task) =>
    task.id === undefined ? task.title.trim() : { id: task.id, title: task.title.trim() },
  );
}

/** The body of an add or update call from the form's values. */
export function toMilestonePayload(values: MilestoneValues): MilestonePayload {
  const deadline = combineDeadline(values.deadline_date, values.deadline_time);
  const notes = values.notes.trim();
  return {
    milestone_name: values.milestone_name.trim(),
    ...(deadline ? { deadline } : {}),
    ...(notes ? { notes } : {}),
    tasks: JSON.stringify(taskInputs(values.tasks)),
  };
}

/** The form's starting values: empty with one task row, or those of the milestone being edited. */
export function milestoneDefaults(milestone?: Milestone | null): MilestoneValues {
  if (!milestone)
    return { milestone_name: '', deadline_date: '', deadline_time: '', notes: '', tasks: [{ title: '' }] };
  return {
    milestone_name: milestone.milestone_name,
    ...splitDeadline(milestone.deadline),
    notes: milestone.notes ?? '',
    tasks: milestone.tasks.map((task) => ({ id: task.id, title: task.title_markdown })),
  };
}

/**
 * The form field a server error key belongs to: the API names `deadline` and `tasks.0`, the form
 * has `deadline_date` and `tasks.0.title`; a list-wide `tasks` error sits on the list itself.
 */
export function formFieldOf(serverField: string): string {
  if (serverField === 'deadline') return 'deadline_date';
  if (serverField === 'tasks') return 'tasks.root';
  const task = serverField.match(/^tasks\.(\d+)$/);
  return task ? `tasks.${task[1]}.title` : serverField;
}

/**
 * Adds the contract's milestone rules to a form schema, on the form's field names: the name and
 * the tasks as `milestoneBody` checks them (the same messages), the two deadline inputs as one
 * deadline.
 */
export function checkMilestone(values: MilestoneValues, ctx: z.RefinementCtx) {
  const name = milestoneBody.shape.milestone_name.safeParse(values.milestone_name);
  if (!name.success)
    ctx.addIssue({ code: 'custom', path: ['milestone_name'], message: firstMessage(name.error) });
  const deadline = combineDeadline(values.deadline_date, values.deadline_time);
  if (deadline && !deadlineSchema.safeParse(deadline).success)
    ctx.addIssue({ code: 'custom', path: ['deadline_date'], message: MSG.invalidDate });
  const notes = milestoneBody.shape.notes.safeParse(values.notes);
  if (!notes.success) ctx.addIssue({ code: 'custom', path: ['notes'], message: firstMessage(notes.error) });
  const tasks = milestoneBody.shape.tasks.safeParse(taskInputs(values.tasks));
  if (!tasks.success) {
    for (const issue of tasks.error.issues) {
      const [index] = issue.path;
      ctx.addIssue({
        code: 'custom',
        path: typeof index === 'number' ? ['tasks', index, 'title'] : ['tasks'],
        message: issue.message,
      });
    }
  }
}

function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? MSG.required;
}

/** The milestone form's values as plain strings (the checks are `checkMilestone`'s). */
export const milestoneFields = z.object({
  milestone_name: z.string(),
  deadline_date: z.string(),
  deadline_time: z.string(),
  notes: z.string(),
  tasks: z.array(z.object({ id: z.number().optional(), title: z.string() })),
});

/** The milestone form's schema. */
export const milestoneForm = milestoneFields.superRefine(checkMilestone);

/** How many of a milestone's tasks are done. */
export function tasksDone(milestone: Pick<Milestone, 'tasks'>): number {
  return milestone.tasks.filter((task) => task.done).length;
}
