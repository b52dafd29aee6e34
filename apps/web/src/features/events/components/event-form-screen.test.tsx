import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { MSG, type Event, type Mentoring } from '@keh/contracts';
import { failure, invalid, ok } from '../../../test/http';
import { expectFieldError, renderWithApp } from '../../../test/render';
import { server } from '../../../test/server';
import { signIn } from '../../../test/session';
import { EventFormScreen } from './event-form-screen';

const CAPTAIN = { id: 3, type: 'mentor' as const, first_name: 'Cara', last_name: 'Captain' };
const person = (id: number, first_name: string, last_name: string) => ({
  id,
  first_name,
  last_name,
  avatar: null,
  location: null,
  business_name: null,
  position_within_business: null,
});

/** GET mentor/mentees: the captain's mentorings, each with its member. */
function mentorings(...members: [number, string, string][]): Mentoring[] {
  return members.map(([id, first, last], index) => ({
    id: 50 + index,
    mentoring_name: `${first} and Cara`,
    created_at: '2030-01-01T10:00:00.000Z',
    milestones: [],
    undone_tasks_count: 0,
    feed_unread_comments_count: 0,
    feed: [],
    mentee: person(id, first, last),
  }));
}

/** What the server answers for a saved event, from the multipart form it received. */
function savedEvent(form: FormData, id = 9): Event {
  const mentees = String(form.get('mentees') ?? '')
    .split(',')
    .filter(Boolean)
    .map((m) => ({ id: Number(m), first_name: 'Robin', last_name: 'Ashworth', avatar: null }));
  return {
    id,
    title: String(form.get('event_title')),
    description: String(form.get('event_description')),
    address: String(form.get('event_address')),
    start_date: Number(form.get('event_start_time')),
    end_date: Number(form.get('event_end_time')),
    is_private: form.get('type_of_event') === '1',
    photo: null,
    mentees,
    is_mine: true,
    owner: { id: CAPTAIN.id, first_name: 'Cara', last_name: 'Captain', avatar: null },
  };
}

/** POST mentor/event (or mentor/events/{id}) answered like the server, keeping each form sent. */
function acceptSave(url = '/api/mentor/event') {
  const sent: Record<string, string>[] = [];
  server.use(
    http.post(url, async ({ request }) => {
      const form = await request.formData();
      sent.push(Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)])));
      return ok(savedEvent(form), { status: 201 });
    }),
  );
  return sent;
}

const unix = (...parts: [number, number, number, number?, number?]) =>
  new Date(parts[0], parts[1] - 1, parts[2], parts[3] ?? 0, parts[4] ?? 0).getTime() / 1000;

function openCreate(search = '?date=2030-01-15') {
  signIn(CAPTAIN);
  return renderWithApp(<EventFormScreen />, {
    route: `/my/events/new${search}`,
    path: '/my/events/new',
    landings: { '/my/events': 'Events list' },
  });
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const save = () => screen.getByRole('button', { name: 'Save' });

async function fill(
  user: ReturnType<typeof openCreate>['user'],
  values: { title?: string; from: string; to: string; date?: string },
) {
  await user.type(field('Title'), values.title ?? ' Pitch night ');
  await user.type(field('Description'), 'Five minutes to win the room.');
  await user.type(field('Address'), 'The Guildhall, York');
  if (values.date !== undefined) {
    await user.clear(field('Date'));
    await user.type(field('Date'), values.date);
  }
  await user.type(field('Start time'), values.from);
  await user.type(field('End time'), values.to);
}

describe('the events form', () => {
  it('starts on the day asked for, and asks for every required field before sending', async () => {
    const sent = acceptSave();
    const { user } = openCreate();
    expect(await screen.findByRole('heading', { name: 'Create event' })).toBeVisible();
    expect(field('Date')).toHaveValue('15/01/2030');
    await user.click(save());
    await waitFor(() => expectFieldError(field('Title'), 'Required'));
    expectFieldError(field('Description'), 'Required');
    expectFieldError(field('Address'), 'Required');
    expectFieldError(field('Start time'), 'Please choose a time');
    expectFieldError(field('End time'), 'Please choose a time');
    expect(save()).toBeDisabled();
    expect(sent).toHaveLength(0);
  });

  it('refuses a date that does not exist', async () => {
    const { user } = openCreate();
    await user.clear(field('Date'));
    await user.type(field('Date'), '31022030');
    expect(field('Date')).toHaveValue('31/02/2030');
    await user.tab();
    await waitFor(() => expectFieldError(field('Date'), 'Invalid date'));
  });

  it('sends a public event: trimmed texts, local midnight and times as Unix seconds, then shows the day', async () => {
    const sent = acceptSave();
    const { user } = openCreate();
    await fill(user, { from: '10:00', to: '12:30' });
    await user.click(save());
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/my/events?date=2030-01-15'),
    );
    expect(sent).toEqual([
      {
        event_title: 'Pitch night',
        event_description: 'Five minutes to win the room.',
        event_address: 'The Guildhall, York',
        event_date: String(unix(2030, 1, 15)),
        event_start_time: String(unix(2030, 1, 15, 10, 0)),
        event_end_time: String(unix(2030, 1, 15, 12, 30)),
        type_of_event: '0',
      },
    ]);
    expect(await screen.findByText('“Pitch night” is saved.')).toBeVisible();
  });

  it('reads an end earlier than the start as the next day, and sends it so', async () => {
    const sent = acceptSave();
    const { user } = openCreate();
    await fill(user, { title: 'Night market stall', from: '22:00', to: '01:00' });
    expect(screen.getByText('The next day')).toBeVisible();
    await user.click(save());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(Number(sent[0]!.event_end_time) - Number(sent[0]!.event_start_time)).toBe(3 * 3600);
    expect(sent[0]!.event_end_time).toBe(String(unix(2030, 1, 16, 1, 0)));
  });

  it('a private event needs a member; the one chosen is sent', async () => {
    server.use(http.get('/api/mentor/mentees', () => ok(mentorings([12, 'Robin', 'Ashworth']))));
    const sent = acceptSave();
    const { user } = openCreate();
    await fill(user, { from: '14:00', to: '15:00' });
    expect(screen.queryByRole('combobox', { name: /^Members/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Private/ }));
    const members = await screen.findByRole('combobox', { name: /^Members/ });
    await user.click(save());
    expect(await screen.findByText('Please choose at least one member.')).toBeVisible();
    expect(sent).toHaveLength(0);

    await user.click(members);
    await user.click(await screen.findByRole('option', { name: 'Robin Ashworth' }));
    await waitFor(() =>
      expect(screen.queryByText('Please choose at least one member.')).not.toBeInTheDocument(),
    );
    await user.click(save());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ type_of_event: '1', mentees: '12' });
  });

  it('says why a private event cannot be made while the captain has no members', async () => {
    server.use(http.get('/api/mentor/mentees', () => ok([])));
    const { user } = openCreate();
    await user.click(await screen.findByRole('radio', { name: /Private/ }));
    expect(
      await screen.findByText(/You have no members yet, so nobody could see a private event/),
    ).toBeVisible();
  });

  it("shows the server's word on the time, keeps what was typed, and takes it back when the date changes", async () => {
    server.use(http.post('/api/mentor/event', () => invalid({ event_start_time: [MSG.eventInPast] })));
    const { user } = openCreate();
    await fill(user, { from: '10:00', to: '11:00' });
    await user.click(save());
    await waitFor(() => expectFieldError(field('Start time'), 'The event cannot start in the past.'));
    expect(field('Title')).toHaveValue(' Pitch night ');
    expect(field('End time')).toHaveValue('11:00');
    expect(screen.getByTestId('location')).toHaveTextContent('/my/events/new');

    await user.clear(field('Date'));
    await user.type(field('Date'), '16/01/2030');
    await waitFor(() =>
      expect(screen.queryByText('The event cannot start in the past.')).not.toBeInTheDocument(),
    );
    expect(save()).toBeEnabled();
  });

  it('sends a Member back to the list', async () => {
    signIn({ type: 'mentee' });
    renderWithApp(<EventFormScreen />, {
      route: '/my/events/new',
      path: '/my/events/new',
      landings: { '/my/events': 'Events list' },
    });
    expect(await screen.findByText('Events list')).toBeVisible();
  });

  it('edits a stored event: its values read back, and saving sends them to the event', async () => {
    const start = unix(2030, 1, 15, 22, 0);
    const stored: Event = {
      id: 5,
      title: 'Night market stall',
      description: 'Bring a torch.',
      address: 'Market Square, Leeds',
      start_date: start,
      end_date: start + 3 * 3600,
      is_private: true,
      photo: null,
      mentees: [{ id: 12, first_name: 'Robin', last_name: 'Ashworth', avatar: null }],
      is_mine: true,
      owner: { id: CAPTAIN.id, first_name: 'Cara', last_name: 'Captain', avatar: null },
    };
    server.use(
      http.get('/api/user/events/5', () => ok(stored)),
      http.get('/api/mentor/mentees', () => ok(mentorings([12, 'Robin', 'Ashworth']))),
    );
    const sent = acceptSave('/api/mentor/events/5');
    signIn(CAPTAIN);
    const { user } = renderWithApp(<EventFormScreen id={5} />, {
      route: '/my/events/5/edit',
      path: '/my/events/:id/edit',
      landings: { '/my/events': 'Events list' },
    });
    expect(await screen.findByRole('heading', { name: 'Edit event' })).toBeVisible();
    expect(field('Date')).toHaveValue('15/01/2030');
    expect(field('Start time')).toHaveValue('22:00');
    expect(field('End time')).toHaveValue('01:00');
    expect(screen.getByRole('radio', { name: /Private/ })).toBeChecked();
    const members = await screen.findByRole('combobox', { name: /^Members/ });
    expect(
      within(members.closest('.mantine-MultiSelect-root') ?? document.body).getByText('Robin Ashworth'),
    ).toBeVisible();

    await user.clear(field('Title'));
    await user.type(field('Title'), 'Night market stall, winter');
    await user.click(save());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      event_title: 'Night market stall, winter',
      event_start_time: String(stored.start_date),
      event_end_time: String(stored.end_date),
      type_of_event: '1',
      mentees: '12',
    });
  });

  it('tells a captain an event that is not theirs is not found', async () => {
    server.use(http.get('/api/user/events/77', () => failure(404, MSG.notFound)));
    signIn(CAPTAIN);
    renderWithApp(<EventFormScreen id={77} />);
    expect(await screen.findByText('Event not found')).toBeVisible();
  });
});
