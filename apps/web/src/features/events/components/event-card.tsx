import { Group, Stack, Text, Title } from '@mantine/core';
import { IconClock, IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Event } from '@keh/contracts';
import { UserAvatar } from '../../../components/user-avatar';
import { isoOfUnix, timeRange } from '../event-dates';
import { EventBadges } from './event-badges';
import { EventPhoto } from './event-photo';
import media from '../../../components/media-card.module.css';
import classes from './event-card.module.css';

interface EventCardProps {
  event: Event;
  /** Name the day too (the archive lists many days). */
  withDate?: boolean;
  /** The list's query (?date=…&filter=…), so the event's back link returns to it. */
  from: string;
}

/** An event in the list: the whole card opens it (one link, its title). */
export function EventCard({ event, withDate = false, from }: EventCardProps) {
  const owner = `${event.owner.first_name} ${event.owner.last_name}`.trim();
  return (
    <article className={`${media.frame} ${classes.card}`} data-testid="event-card">
      <div className={classes.media}>
        <EventPhoto src={event.photo} start={event.start_date} />
      </div>
      <Stack gap={6} className={classes.content}>
        <Group gap={6} wrap="nowrap" c="navy.7">
          <IconClock size={16} aria-hidden="true" style={{ flex: 'none' }} />
          <Text size="sm" fw={700} inherit>
            <time dateTime={isoOfUnix(event.start_date)}>
              {timeRange(event.start_date, event.end_date, { withDate })}
            </time>
          </Text>
        </Group>
        <Title order={2} className={`${media.clamp} ${classes.title}`}>
          <Link to={`/my/events/${event.id}`} state={{ from }} className={media.link}>
            {event.title}
          </Link>
        </Title>
        <Group gap={6} wrap="nowrap" c="dimmed" align="flex-start">
          <IconMapPin size={16} aria-hidden="true" style={{ flex: 'none', marginTop: 3 }} />
          <Text size="sm" inherit className={`${media.clamp} ${classes.address}`}>
            {event.address}
          </Text>
        </Group>
        <Group gap="sm" justify="space-between" wrap="wrap" mt="auto" pt={4}>
          <Group gap={8} wrap="nowrap" className={classes.owner}>
            <UserAvatar
              firstName={event.owner.first_name}
              lastName={event.owner.last_name}
              src={event.owner.avatar}
              size={24}
              decorative
            />
            <Text size="xs" c="dimmed" className={classes.ellipsis}>
              Hosted by{' '}
              <Text span fw={600} c="navy.8" inherit>
                {event.is_mine ? 'you' : owner}
              </Text>
            </Text>
          </Group>
          <EventBadges event={event} />
        </Group>
      </Stack>
    </article>
  );
}
