import { describe, expect, it } from 'vitest';
import type { Milestone } from '@keh/contracts';
import { nextMilestone, planProgress } from './plan-summary';

const milestone = (id: number, patch: Partial<Milestone> = {}): Milestone => ({
  id,
  milestone_name: `M${id}`,
  deadline: null,
  notes: null,
  is_done: false,
  done: false,
  overdue: false,
  template_id: null,
  tasks: [
    {
      id: id * 10,
      title: 't',
      title_markdown: 't',
      title_html: 't',
      order: 0,
      done: patch.done ?? false,
      mentee_done: false,
      mentor_done: null,
    },
  ],
  ...patch,
});

describe('the next milestone', () => {
  it('is the first one not done, in plan order', () => {
    expect(nextMilestone([milestone(1, { done: true }), milestone(2), milestone(3)])?.id).toBe(2);
  });
  it('is an overdue one before any other', () => {
    expect(nextMilestone([milestone(1), milestone(2, { overdue: true })])?.id).toBe(2);
  });
  it('is none when all are done or there are none', () => {
    expect(nextMilestone([milestone(1, { done: true })])).toBeNull();
    expect(nextMilestone([])).toBeNull();
  });
});

describe('plan progress', () => {
  it('counts tasks, milestones and the overdue', () => {
    expect(
      planProgress({
        milestones: [milestone(1, { done: true }), milestone(2, { overdue: true }), milestone(3)],
      }),
    ).toEqual({
      tasks: 3,
      done: 1,
      milestones: 3,
      milestonesDone: 1,
      overdue: 1,
    });
  });
});
