import { useState, type ReactNode } from 'react';
import { Anchor, Button, Grid, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCalendar, IconClock, IconEdit, IconMapPin, IconTrash, IconVideo } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { Event } from '@keh/contracts';
import { BackLink } from '../../../components/back-link';
import { ConfirmModal } from '../../../components/confirm-modal';
import { DownloadButton } from '../../../components/download-button';
import { EmptyPanel, ErrorState } from '../../../components/query-states';
import { errorText, isApiError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/use-page-title';
import { eventIcsPath, useDeleteEvent, useEvent } from '../api/events-api';
import { eventPlace } from '../event-place';
import { dayOfUnix, dmyOfUnix, isoDay, isoOfUnix, longDay, sameDay, timeRange } from '../event-dates';
import { EventBadges } from './event-badges';
import { EventMembersList } from './event-members-list';
import { EventPhoto } from './event-photo';
import { EventDetailSkeleton } from './event-skeletons';

/** The list the back link returns to: where the person came from, else the event's day. */
function useBackTo(event: Event | undefined): string {
  const state: unknown = useLocation().state;
  const from = typeof state === 'object' && state && 'from' in state ? state.from : undefined;
  if (typeof from === 'string') return `/my/events${from}`;
  return event ? `/my/events?date=${isoDay(dayOfUnix(event.start_date))}` : '/my/events';
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon
        size={34}
        radius="md"
        variant="light"
        color="navy"
        aria-hidden="true"
        style={{ flex: 'none' }}
      >
        {icon}
      </ThemeIcon>
      <Stack gap={0} style={{ minWidth: 0 }}>
        {children}
      </Stack>
    </Group>
  );
}

/** /my/events/{id}: one event; its captain may edit or delete it. */
export function EventDetailScreen({ id }: { id: number }) {
  const query = useEvent(id);
  // While a delete finishes and the page leaves, keep showing the event (not a 'not found').
  const [leaving, setLeaving] = useState<Event | null>(null);
  const event = query.data ?? leaving ?? undefined;
  usePageTitle(event?.title ?? 'Event');
  const backTo = useBackTo(event);
  const navigate = useNavigate();
  const remove = useDeleteEvent();
  const [confirming, setConfirming] = useState(false);

  if (query.isPending && Number.isInteger(id) && id > 0) return <EventDetailSkeleton />;
  if (!event) {
    const missing =
      !query.isError || (isApiError(query.error) && [403, 404, 422].includes(query.error.status));
    return (
      <Stack gap="md">
        <BackLink to="/my/events" label="Events" />
        {missing ? (
          <EmptyPanel
            title="Event not found"
            icon={<IconCalendar aria-hidden="true" />}
            description="This event may have been removed, or it is not open to you."
          >
            <Button component={Link} to="/my/events" variant="light">
              See all events
            </Button>
          </EmptyPanel>
        ) : (
          <ErrorState
            message={errorText(query.error)}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        )}
      </Stack>
    );
  }

  const start = dayOfUnix(event.start_date);
  const oneDay = sameDay(start, dayOfUnix(event.end_date));
  const owner = `${event.owner.first_name} ${event.owner.last_name}`.trim();

  const confirmDelete = async () => {
    try {
      setLeaving(event);
      await remove.mutateAsync(event.id);
      notifications.show({ color: 'navy', title: 'Event deleted', message: `“${event.title}” is gone.` });
      setConfirming(false);
      await navigate(`/my/events?date=${isoDay(start)}`);
    } catch (error) {
      setLeaving(null);
      notifications.show({ color: 'red', title: 'Could not delete the event', message: errorText(error) });
      setConfirming(false);
    }
  };

  return (
    <Stack gap="lg">
      <BackLink to={backTo} label="Events" />
      <EventPhoto src={event.photo} start={event.start_date} variant="banner" />
      <Stack gap="xs">
        <EventBadges event={event} size="md" />
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {event.title}
        </Title>
        <Text c="dimmed" size="sm">
          Hosted by{' '}
          {event.is_mine ? (
            <Text span fw={600} c="navy.8" inherit>
              you
            </Text>
          ) : (
            <Anchor component={Link} to={`/mentor/${event.owner.id}`} fw={600} inherit>
              {owner}
            </Anchor>
          )}
        </Text>
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
          <Stack gap="lg">
            <Stack gap="xs" component="section" aria-labelledby="event-about">
              <Title order={2} fz="lg" id="event-about">
                About this event
              </Title>
              <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} lh={1.65}>
                {event.description}
              </Text>
            </Stack>
            {event.is_mine && event.is_private ? <EventMembersList members={event.mentees} /> : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
          <Paper withBorder radius="lg" p="lg">
            <Stack gap="md">
              <Fact icon={<IconCalendar size={18} />}>
                <Text fw={600}>
                  <time dateTime={isoOfUnix(event.start_date)}>{longDay(start)}</time>
                </Text>
                <Text size="sm" c="dimmed">
                  {oneDay
                    ? dmyOfUnix(event.start_date)
                    : `${dmyOfUnix(event.start_date)} – ${dmyOfUnix(event.end_date)}`}
                </Text>
              </Fact>
              <Fact icon={<IconClock size={18} />}>
                <Text fw={600}>{timeRange(event.start_date, event.end_date)}</Text>
                <Text size="sm" c="dimmed">
                  Your local time
                </Text>
              </Fact>
              <EventPlaceFact address={event.address} />
              <DownloadButton path={eventIcsPath(event.id)} filename="event.ics" fullWidth>
                Add to calendar
              </DownloadButton>
              {event.is_mine ? (
                <Group gap="sm" grow>
                  <Button
                    component={Link}
                    to={`/my/events/${event.id}/edit`}
                    variant="light"
                    leftSection={<IconEdit size={16} aria-hidden="true" />}
                  >
                    Edit
                  </Button>
                  <Button
                    color="red.8"
                    variant="outline"
                    leftSection={<IconTrash size={16} aria-hidden="true" />}
                    onClick={() => setConfirming(true)}
                  >
                    Delete
                  </Button>
                </Group>
              ) : null}
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
      <ConfirmModal
        opened={confirming}
        title="Delete Event"
        onCancel={() => setConfirming(false)}
        onConfirm={confirmDelete}
      >
        <Text size="sm">Are you sure you want to delete this event?</Text>
      </ConfirmModal>
    </Stack>
  );
}

/** The venue with a maps link, or an online event with its "Join online" link (issue 28). */
function EventPlaceFact({ address }: { address: string }) {
  const place = eventPlace(address);
  if (place.kind === 'venue') {
    return (
      <Fact icon={<IconMapPin size={18} />}>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {place.text}
        </Text>
        <Anchor href={place.mapsUrl} target="_blank" rel="noopener noreferrer" size="sm">
          Open in maps
        </Anchor>
      </Fact>
    );
  }
  return (
    <Fact icon={<IconVideo size={18} />}>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {place.text}
      </Text>
      {place.link ? (
        <>
          <Button
            component="a"
            href={place.link}
            target="_blank"
            rel="noopener noreferrer"
            leftSection={<IconVideo size={16} aria-hidden="true" />}
            mt={6}
          >
            Join online
          </Button>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {new URL(place.link).host}
          </Text>
        </>
      ) : null}
    </Fact>
  );
}
