import { Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconArchive, IconCalendarEvent, IconCalendarPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EVENT_FILTER_LABELS, EVENT_FILTERS, MSG, type EventFilter } from '@keh/contracts';
import { EmptyPanel, ErrorState } from '../../../components/query-states';
import { errorText } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useEvents } from '../api/events-api';
import { dayBounds, isoDay, sameDay, todayLocal } from '../event-dates';
import { useEventListParams } from '../use-event-list-params';
import { EventCard } from './event-card';
import { EventDayBar } from './event-day-bar';
import { EventPopup } from './event-popup';
import { EventListSkeleton } from './event-skeletons';
import { tourTarget } from '../../../lib/tour-targets';
import { countOf } from '../../../lib/counts';

const EMPTY_HINTS: Record<EventFilter, string> = {
  all: 'Nothing is planned for this day. Try another day with the arrows.',
  public: 'No public events on this day. Try another day, or show all events.',
  private: 'No private events on this day. Try another day, or show all events.',
  archive: 'Past events will appear here once they have taken place.',
};

/** /my/events: one day's events (or the archive), the landing page after login. */
export function EventListScreen() {
  usePageTitle('Events');
  const session = useSession();
  const role = session?.user.type;
  const { day, filter, setDay, setFilter, search } = useEventListParams();
  const { date, until } = dayBounds(day);
  const events = useEvents(date, until, filter);
  const archive = filter === 'archive';
  const from = search ? `?${search}` : '';
  const notPast = !archive && isoDay(day) >= isoDay(todayLocal());
  const createTo = `/my/events/new${notPast && !sameDay(day, todayLocal()) ? `?date=${isoDay(day)}` : ''}`;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} {...tourTarget('events')}>
          Events
        </Title>
        {role === 'mentor' ? (
          <Button
            component={Link}
            to={createTo}
            leftSection={<IconCalendarPlus size={18} aria-hidden="true" />}
          >
            Create event
          </Button>
        ) : null}
      </Group>
      <div role="group" aria-label="Show">
        <SegmentedControl
          fullWidth
          radius="xl"
          color="navy"
          value={filter}
          onChange={(value) => setFilter(value as EventFilter)}
          data={EVENT_FILTERS.map((f) => ({ value: f, label: EVENT_FILTER_LABELS[f] }))}
          style={{ maxWidth: 520 }}
        />
      </div>
      {archive ? (
        <Text size="sm" c="dimmed">
          Events that have already taken place, newest first.
        </Text>
      ) : (
        <EventDayBar day={day} onChange={setDay} />
      )}
      {events.isPending ? (
        <EventListSkeleton />
      ) : events.isError ? (
        <ErrorState
          message={errorText(events.error)}
          onRetry={() => void events.refetch()}
          retrying={events.isFetching}
        />
      ) : events.data.length === 0 ? (
        <EmptyPanel
          title={MSG.noEvents}
          icon={archive ? <IconArchive aria-hidden="true" /> : <IconCalendarEvent aria-hidden="true" />}
          description={EMPTY_HINTS[filter]}
        >
          {role === 'mentor' && notPast ? (
            <Button
              component={Link}
              to={createTo}
              variant="light"
              leftSection={<IconCalendarPlus size={18} aria-hidden="true" />}
            >
              Plan an event for this day
            </Button>
          ) : null}
        </EmptyPanel>
      ) : (
        <Stack gap="sm" style={{ opacity: events.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
          <Text size="sm" c="dimmed" aria-live="polite">
            {countOf(events.data.length, 'event')}
          </Text>
          <Stack component="ul" gap="md" aria-label="Events" p={0} m={0} style={{ listStyle: 'none' }}>
            {events.data.map((event) => (
              <li key={event.id}>
                <EventCard event={event} withDate={archive} from={from} />
              </li>
            ))}
          </Stack>
        </Stack>
      )}
      <EventPopup isMember={role === 'mentee'} />
    </Stack>
  );
}
