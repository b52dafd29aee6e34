import { describe, expect, it } from 'vitest';
import { MSG, milestoneBody, type Milestone } from '@keh/contracts';
import {
  combineDeadline,
  formFieldOf,
  formatDeadline,
  milestoneDefaults,
  milestoneForm,
  splitDeadline,
  taskInputs,
  toMilestonePayload,
  type MilestoneValues,
} from './milestone-model';

const values = (patch: Partial<MilestoneValues> = {}): MilestoneValues => ({
  milestone_name: 'Launch week',
  deadline_date: '',
  deadline_time: '',
  notes: '',
  tasks: [{ title: 'Order the first stock' }],
  ...patch,
});

describe('deadline', () => {
  it('combines date and time into the one string the API takes', () => {
    expect(combineDeadline('24/12/2026', '14:30')).toBe('2026-12-24 14:30');
    expect(combineDeadline('2026-12-24', '14:30')).toBe('2026-12-24 14:30');
  });
  it('is midnight when only a date is given', () => {
    expect(combineDeadline('2026-12-24', '')).toBe('2026-12-24 00:00');
  });
  it('is built only when a date is given', () => {
    expect(combineDeadline('', '14:30')).toBeUndefined();
    expect(combineDeadline('  ', '')).toBeUndefined();
  });
  it('splits a server deadline back into the inputs, as typed (UTC)', () => {
    expect(splitDeadline('2026-12-24T14:30:00.000Z')).toEqual({
      deadline_date: '24/12/2026',
      deadline_time: '14:30',
    });
    expect(splitDeadline(null)).toEqual({ deadline_date: '', deadline_time: '' });
  });
  it('round-trips through the contract: what was typed comes back', () => {
    const sent = combineDeadline('29/03/2026', '01:30')!;
    const stored = milestoneBody.shape.deadline.parse(sent) as string;
    expect(splitDeadline(stored)).toEqual({ deadline_date: '29/03/2026', deadline_time: '01:30' });
    expect(formatDeadline(stored)).toBe('29 Mar 2026, 01:30');
  });
  it('formats nothing for no deadline', () => {
    expect(formatDeadline(null)).toBe('');
    expect(formatDeadline('not a date')).toBe('');
  });
});

describe('tasks for an update', () => {
  it('keeps existing tasks by id, sends new rows as bare titles and leaves removed ones out', () => {
    const before = milestoneDefaults({
      id: 3,
      milestone_name: 'Launch week',
      deadline: null,
      notes: null,
      is_done: false,
      done: false,
      overdue: false,
      template_id: null,
      tasks: [5, 6, 7].map((id, order) => ({
        id,
        title: `Task ${id}`,
        title_markdown: `Task ${id}`,
        title_html: `Task ${id}`,
        order,
        done: false,
        mentee_done: false,
        mentor_done: null,
      })),
    } satisfies Milestone);
    const [five, , seven] = before.tasks;
    const edited = [{ ...seven!, title: ' Task 7, renamed ' }, { title: 'A new task' }, five!];
    expect(taskInputs(edited)).toEqual([
      { id: 7, title: 'Task 7, renamed' },
      'A new task',
      { id: 5, title: 'Task 5' },
    ]);
  });
  it('sends the tasks as a JSON string, with a deadline only when a date is given', () => {
    expect(toMilestonePayload(values({ notes: '  ' }))).toEqual({
      milestone_name: 'Launch week',
      tasks: '["Order the first stock"]',
    });
    expect(
      toMilestonePayload(values({ deadline_date: '24/12/2026', deadline_time: '09:05', notes: 'Go' })),
    ).toEqual({
      milestone_name: 'Launch week',
      deadline: '2026-12-24 09:05',
      notes: 'Go',
      tasks: '["Order the first stock"]',
    });
  });
  it('edits the markdown of a task title, not its HTML', () => {
    const form = milestoneDefaults({
      id: 1,
      milestone_name: 'M',
      deadline: '2026-12-24T14:30:00.000Z',
      notes: 'n',
      is_done: false,
      done: false,
      overdue: false,
      template_id: null,
      tasks: [
        {
          id: 9,
          title: 'Read [the guide](https://example.org)',
          title_markdown: 'Read [the guide](https://example.org)',
          title_html: 'Read <a href="https://example.org">the guide</a>',
          order: 0,
          done: true,
          mentee_done: true,
          mentor_done: null,
        },
      ],
    });
    expect(form).toEqual({
      milestone_name: 'M',
      deadline_date: '24/12/2026',
      deadline_time: '14:30',
      notes: 'n',
      tasks: [{ id: 9, title: 'Read [the guide](https://example.org)' }],
    });
  });
});

describe('the form checks (the contract rules on the form names)', () => {
  const issues = (v: MilestoneValues) =>
    (milestoneForm.safeParse(v).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

  it('passes a filled milestone', () => {
    expect(issues(values())).toEqual([]);
  });
  it('asks for at least one task, and each filled', () => {
    expect(issues(values({ tasks: [] }))).toEqual([['tasks', MSG.tasksRequired]]);
    expect(issues(values({ tasks: [{ title: 'ok' }, { title: '  ' }] }))).toEqual([
      ['tasks.1.title', MSG.fieldRequired],
    ]);
  });
  it('refuses links that are not http(s), the name when empty and an impossible date', () => {
    expect(issues(values({ milestone_name: ' ', tasks: [{ title: '[x](javascript:alert(1))' }] }))).toEqual([
      ['milestone_name', MSG.required],
      ['tasks.0.title', MSG.taskLinkUnsafe],
    ]);
    expect(issues(values({ deadline_date: '30/02/2026' }))).toEqual([['deadline_date', MSG.invalidDate]]);
    expect(issues(values({ deadline_date: '24/12' }))).toEqual([['deadline_date', MSG.invalidDate]]);
  });
});

describe('server errors on their fields', () => {
  it('maps the API names onto the form names', () => {
    expect(formFieldOf('deadline')).toBe('deadline_date');
    expect(formFieldOf('tasks.2')).toBe('tasks.2.title');
    expect(formFieldOf('tasks')).toBe('tasks.root');
    expect(formFieldOf('milestone_name')).toBe('milestone_name');
  });
});
