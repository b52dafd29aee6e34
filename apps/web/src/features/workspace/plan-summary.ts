import type { Mentoring, Milestone } from '@keh/contracts';

/**
 * What a dashboard card says of a plan: the milestone to work on next (the first not done, in the
 * plan's deadline order, an overdue one first of all) and how far the plan has come.
 */
export function nextMilestone(milestones: readonly Milestone[]): Milestone | null {
  const open = milestones.filter((m) => !m.done);
  return open.find((m) => m.overdue) ?? open[0] ?? null;
}

export interface PlanProgress {
  tasks: number;
  done: number;
  milestones: number;
  milestonesDone: number;
  overdue: number;
}

export function planProgress(mentoring: Pick<Mentoring, 'milestones'>): PlanProgress {
  const tasks = mentoring.milestones.flatMap((m) => m.tasks);
  return {
    tasks: tasks.length,
    done: tasks.filter((t) => t.done).length,
    milestones: mentoring.milestones.length,
    milestonesDone: mentoring.milestones.filter((m) => m.done).length,
    overdue: mentoring.milestones.filter((m) => m.overdue && !m.done).length,
  };
}
