import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { MSG, api, type Milestone } from '@keh/contracts';
import { call } from '../../lib/api';
import { bodies, failure, invalid, ok } from '../../test/http';
import { expectFieldError, renderWithApp } from '../../test/render';
import { server } from '../../test/server';
import { MilestoneForm } from './milestone-form';
import type { MilestonePayload } from './milestone-model';

const ADD_URL = '/api/mentor/mentoring/7/milestones';

/** A milestone as the server answers it (contracts' `milestone`). */
function savedMilestone(body: MilestonePayload, id = 41): Milestone {
  const titles = JSON.parse(body.tasks) as (string | { id: number; title: string })[];
  return {
    id,
    milestone_name: body.milestone_name,
    deadline: body.deadline ? `${body.deadline.replace(' ', 'T')}:00.000Z` : null,
    notes: body.notes ?? null,
    is_done: false,
    done: false,
    overdue: false,
    template_id: null,
    tasks: titles.map((t, order) => {
      const title = typeof t === 'string' ? t : t.title;
      return {
        id: typeof t === 'string' ? 100 + order : t.id,
        title,
        title_markdown: title,
        title_html: title,
        order,
        done: false,
        mentee_done: false,
        mentor_done: null,
      };
    }),
  };
}

/** The plan's add call answered by MSW, as the workspace sends it (POST, JSON body). */
function acceptAdd() {
  const sent = bodies<MilestonePayload>();
  server.use(
    http.post(ADD_URL, async ({ request }) => ok(savedMilestone(await sent.take(request)), { status: 201 })),
  );
  return sent;
}

function renderAdd(onSaved = vi.fn()) {
  const view = renderWithApp(
    <MilestoneForm
      submitLabel="Add milestone"
      onSave={async (payload) =>
        onSaved(await call(api.workspace.addMilestone, { params: { id: 7 }, body: payload }))
      }
    />,
  );
  return { ...view, onSaved };
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const submit = () => screen.getByRole('button', { name: 'Add milestone' });

describe('MilestoneForm', () => {
  it('asks for a name and a task title, and sends nothing', async () => {
    const sent = acceptAdd();
    const { user } = renderAdd();
    await user.click(submit());
    await waitFor(() => expectFieldError(field('Milestone name'), 'Required'));
    expectFieldError(field('Task 1'), 'Please fill this field');
    expect(sent.received).toHaveLength(0);
  });

  it('shows a name message once the field is left, not while typing', async () => {
    const { user } = renderAdd();
    await user.click(field('Milestone name'));
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Required')).toBeVisible();
  });

  it('needs at least one task: removing the last says so, adding one takes the message away', async () => {
    const { user } = renderAdd();
    await user.click(submit());
    await screen.findByText('Please fill this field');
    await user.click(screen.getByRole('button', { name: 'Remove task 1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please, add at least one task to milestone');
    expect(screen.queryByLabelText('Task 1')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add task' }));
    expect(field('Task 1')).toHaveValue('');
    await waitFor(() =>
      expect(screen.queryByText('Please, add at least one task to milestone')).not.toBeInTheDocument(),
    );
  });

  it('refuses a date that does not exist and a link that is not http(s)', async () => {
    const sent = acceptAdd();
    const { user } = renderAdd();
    await user.type(field('Milestone name'), 'Register the business');
    await user.type(field('Deadline date'), '31/02/2030');
    await user.click(field('Task 1'));
    await user.paste('Read [the guide](javascript:alert(1))');
    await user.click(submit());
    await waitFor(() => expectFieldError(field('Deadline date'), 'Invalid date'));
    expectFieldError(field('Task 1'), 'Links must start with http:// or https://');
    expect(sent.received).toHaveLength(0);
  });

  it('sends the name, one deadline, the notes and the tasks in order, trimmed', async () => {
    const sent = acceptAdd();
    const { user, onSaved } = renderAdd();
    await user.type(field('Milestone name'), '  Register the business ');
    await user.type(field('Deadline date'), '15/01/2030');
    await user.type(field('Deadline time'), '17:00');
    await user.type(field('Notes'), 'Ask the bank first');
    await user.click(field('Task 1'));
    await user.paste('Read [the GOV.UK guide](https://www.gov.uk/set-up-business)');
    await user.click(screen.getByRole('button', { name: 'Add task' }));
    await user.type(field('Task 2'), ' Choose a name ');
    await user.click(submit());

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(sent.received).toEqual([
      {
        milestone_name: 'Register the business',
        deadline: '2030-01-15 17:00',
        notes: 'Ask the bank first',
        tasks: JSON.stringify([
          'Read [the GOV.UK guide](https://www.gov.uk/set-up-business)',
          'Choose a name',
        ]),
      },
    ]);
    expect(await screen.findByText('Saved')).toBeVisible();
  });

  it('sends a date without a time as midnight, and leaves out empty notes', async () => {
    const sent = acceptAdd();
    const { user, onSaved } = renderAdd();
    await user.type(field('Milestone name'), 'Open an account');
    await user.type(field('Deadline date'), '01/03/2030');
    await user.type(field('Task 1'), 'Call the bank');
    await user.click(submit());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent.received[0]).toEqual({
      milestone_name: 'Open an account',
      deadline: '2030-03-01 00:00',
      tasks: JSON.stringify(['Call the bank']),
    });
  });

  it("puts the server's 422 under the fields it names and keeps what was typed", async () => {
    server.use(
      http.post(ADD_URL, () =>
        invalid({ 'tasks.1': [MSG.taskTooLong], deadline: [MSG.invalidDate], milestone_name: ['Too long'] }),
      ),
    );
    const { user, onSaved } = renderAdd();
    await user.type(field('Milestone name'), 'Register');
    await user.type(field('Deadline date'), '15/01/2030');
    await user.type(field('Task 1'), 'First');
    await user.click(screen.getByRole('button', { name: 'Add task' }));
    await user.type(field('Task 2'), 'Second');
    await user.click(submit());

    await waitFor(() => expectFieldError(field('Task 2'), 'A task can be at most 500 characters.'));
    expectFieldError(field('Deadline date'), 'Invalid date');
    expectFieldError(field('Milestone name'), 'Too long');
    expect(field('Task 1')).toHaveValue('First');
    expect(field('Task 2')).toHaveValue('Second');
    expect(screen.getByText('Error')).toBeVisible();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows a failure above the form and keeps the values', async () => {
    server.use(http.post(ADD_URL, () => failure(500)));
    const { user } = renderAdd();
    await user.type(field('Milestone name'), 'Register');
    await user.type(field('Task 1'), 'First');
    await user.click(submit());
    expect(await screen.findByText(MSG.generic)).toBeVisible();
    expect(field('Milestone name')).toHaveValue('Register');
    expect(field('Task 1')).toHaveValue('First');
  });

  it('editing keeps each task its id, leaves removed ones out, and keeps the deadline when the date is emptied', async () => {
    const sent = bodies<MilestonePayload>();
    server.use(
      http.put('/api/mentor/mentoring/milestones/41', async ({ request }) =>
        ok(savedMilestone(await sent.take(request))),
      ),
    );
    const milestone = savedMilestone({
      milestone_name: 'Register the business',
      deadline: '2030-01-15 17:00',
      notes: 'Old notes',
      tasks: JSON.stringify([
        { id: 5, title: 'Pick a name' },
        { id: 6, title: 'Fill in the form' },
      ]),
    });
    const { user } = renderWithApp(
      <MilestoneForm
        milestone={milestone}
        submitLabel="Save milestone"
        onSave={(payload) => call(api.workspace.updateMilestone, { params: { id: 41 }, body: payload })}
      />,
    );
    expect(field('Deadline date')).toHaveValue('15/01/2030');
    expect(field('Deadline time')).toHaveValue('17:00');
    expect(screen.getByText('Leave the date empty to keep the current deadline.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Remove task 1' }));
    await user.click(screen.getByRole('button', { name: 'Add task' }));
    await user.type(field('Task 2'), 'Send it');
    await user.clear(field('Deadline date'));
    await user.clear(field('Deadline time'));
    await user.clear(field('Notes'));
    await user.click(screen.getByRole('button', { name: 'Save milestone' }));

    await waitFor(() => expect(sent.received).toHaveLength(1));
    expect(sent.received[0]).toEqual({
      milestone_name: 'Register the business',
      tasks: JSON.stringify([{ id: 6, title: 'Fill in the form' }, 'Send it']),
    });
  });

  it('stops adding tasks at 50', async () => {
    const milestone = savedMilestone({
      milestone_name: 'Many',
      tasks: JSON.stringify(Array.from({ length: 50 }, (_, i) => ({ id: i + 1, title: `Task ${i}` }))),
    });
    renderWithApp(<MilestoneForm milestone={milestone} submitLabel="Save milestone" onSave={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Add task' })).toBeDisabled();
    expect(within(screen.getByRole('group', { name: 'Tasks' })).getAllByRole('textbox')).toHaveLength(50);
  });
});
