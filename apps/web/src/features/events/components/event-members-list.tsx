import { Group, Stack, Text, Title } from '@mantine/core';
import type { Event } from '@keh/contracts';
import { UserAvatar } from '../../../components/user-avatar';

/** The members a private event is for (its captain sees them). */
export function EventMembersList({ members }: { members: Event['mentees'] }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="event-members">
      <Title order={2} fz="lg" id="event-members">
        Invited members
      </Title>
      {members.length === 0 ? (
        <Text size="sm" c="dimmed">
          No members are invited yet.
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {members.map((m) => (
            <Group component="li" key={m.id} gap="sm" wrap="nowrap">
              <UserAvatar
                firstName={m.first_name}
                lastName={m.last_name}
                src={m.avatar}
                size={32}
                decorative
              />
              <Text size="sm" fw={500}>
                {`${m.first_name} ${m.last_name}`.trim()}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
