import { Badge, Group } from '@mantine/core';
import { IconLock, IconUserStar } from '@tabler/icons-react';
import type { Event } from '@keh/contracts';

/** 'Private' (only invited members see it) and 'Yours' (the viewer runs it). */
export function EventBadges({ event, size = 'sm' }: { event: Event; size?: 'sm' | 'md' }) {
  if (!event.is_private && !event.is_mine) return null;
  return (
    <Group gap={6} wrap="wrap">
      {event.is_private ? (
        <Badge
          size={size}
          color="khaki.3"
          c="navy.9"
          variant="filled"
          radius="sm"
          leftSection={<IconLock size={12} aria-hidden="true" />}
          title="Only the invited members see this event"
        >
          Private
        </Badge>
      ) : null}
      {event.is_mine ? (
        <Badge
          size={size}
          color="navy"
          variant="light"
          radius="sm"
          leftSection={<IconUserStar size={12} aria-hidden="true" />}
          title="You run this event"
        >
          Yours
        </Badge>
      ) : null}
    </Group>
  );
}
