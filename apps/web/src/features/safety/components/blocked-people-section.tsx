import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { SectionCard } from '../../../components/section-card';
import { ErrorState, LoadingState } from '../../../components/query-states';
import { UserAvatar } from '../../../components/user-avatar';
import { errorText } from '../../../lib/api';
import { useBlocks, useUnblock } from '../api/safety-api';

/** Settings: the people one blocked, each with "Unblock" (issue 33). */
export function BlockedPeopleSection() {
  const blocks = useBlocks();
  const unblock = useUnblock();
  const undo = async (id: number, name: string) => {
    try {
      await unblock.mutateAsync(id);
      notifications.show({
        color: 'green',
        title: `${name} is unblocked`,
        message: 'You can see and reach each other again.',
      });
    } catch (failure) {
      notifications.show({ color: 'red', title: 'Unblock', message: errorText(failure) });
    }
  };
  return (
    <SectionCard
      title="Blocked people"
      description="People you blocked cannot see or reach you, and you do not see them."
    >
      {blocks.isPending ? (
        <LoadingState label="Loading the people you blocked" />
      ) : blocks.isError ? (
        <ErrorState onRetry={() => void blocks.refetch()} retrying={blocks.isFetching} />
      ) : blocks.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          You have not blocked anyone.
        </Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Blocked people">
          {blocks.data.map((p) => (
            <Group component="li" key={p.id} justify="space-between" wrap="nowrap" gap="sm">
              <Group gap="sm" wrap="nowrap">
                <UserAvatar
                  src={p.avatar}
                  firstName={p.first_name}
                  lastName={p.last_name}
                  size={36}
                  decorative
                />
                <Text fw={600} size="sm">
                  {p.first_name} {p.last_name}
                </Text>
              </Group>
              <Button
                variant="default"
                size="xs"
                loading={unblock.isPending && unblock.variables === p.id}
                onClick={() => void undo(p.id, p.first_name)}
                aria-label={`Unblock ${p.first_name} ${p.last_name}`}
              >
                Unblock
              </Button>
            </Group>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
