import { Button, Stack, Text, Title } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { EmptyPanel, ErrorState } from '../../../components/query-states';
import { errorText, isApiError } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useEvent } from '../api/events-api';
import { isoDay, parseIsoDay, todayLocal } from '../event-dates';
import { emptyEventForm, eventToForm } from '../event-form';
import { EventForm } from './event-form';
import { EventDetailSkeleton } from './event-skeletons';

function Heading({ editing }: { editing: boolean }) {
  return (
    <Stack gap={4}>
      <Title order={1}>{editing ? 'Edit event' : 'Create event'}</Title>
      <Text c="dimmed" size="sm">
        {editing
          ? 'Changes show to everyone who can see the event.'
          : 'Workshops, meet-ups and webinars: tell members what, when and where.'}
      </Text>
    </Stack>
  );
}

function CreateEvent() {
  const [params] = useSearchParams();
  const asked = parseIsoDay(params.get('date'));
  const today = todayLocal();
  const day = asked && isoDay(asked) >= isoDay(today) ? asked : today;
  const backTo = asked ? `/my/events?date=${isoDay(asked)}` : '/my/events';
  return (
    <Stack gap="lg">
      <BackLink to={backTo} label="Events" />
      <Heading editing={false} />
      <EventForm initial={emptyEventForm(day)} cancelTo={backTo} />
    </Stack>
  );
}

function EditEvent({ id }: { id: number }) {
  const query = useEvent(id);
  const event = query.data;
  if (query.isPending && Number.isInteger(id) && id > 0) return <EventDetailSkeleton />;
  // The server answers 404 for another captain's event: the same calm state as a missing one.
  if (!event || !event.is_mine) {
    const failed =
      query.isError && !(isApiError(query.error) && [403, 404, 422].includes(query.error.status));
    return (
      <Stack gap="md">
        <BackLink to="/my/events" label="Events" />
        {failed ? (
          <ErrorState
            message={errorText(query.error)}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <EmptyPanel
            title="Event not found"
            icon={<IconCalendar aria-hidden="true" />}
            description="This event may have been removed, or it is not yours to edit."
          >
            <Button component={Link} to="/my/events" variant="light">
              See all events
            </Button>
          </EmptyPanel>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <BackLink to={`/my/events/${event.id}`} label={event.title} />
      <Heading editing />
      <EventForm
        key={event.id}
        initial={eventToForm(event)}
        event={event}
        cancelTo={`/my/events/${event.id}`}
      />
    </Stack>
  );
}

/** /my/events/new and /my/events/{id}/edit: Captains only (Members go back to the list). */
export function EventFormScreen({ id }: { id?: number }) {
  const session = useSession();
  usePageTitle(id === undefined ? 'Create event' : 'Edit event');
  if (session && session.user.type !== 'mentor') return <Navigate to="/my/events" replace />;
  return id === undefined ? <CreateEvent /> : <EditEvent id={id} />;
}
