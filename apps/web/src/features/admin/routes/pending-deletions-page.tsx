import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconTrashOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ROLE_LABELS, type PendingDeletion } from '@keh/contracts';
import { EmptyPanel, ErrorState, LoadingState } from '../../../components/query-states';
import { dateAndTime } from '../../../lib/dates';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePendingDeletions } from '../api/erasure-api';
import { ConsoleHeader } from '../components/console-header';
import { StaffPage } from '../components/staff-page';
import { loadErrorText } from '../console-texts';
import { DELETIONS_PATH, personPath } from '../staff';

/** /admin/deletions (admins): the accounts due to be erased, soonest first, with their dates. */
export function PendingDeletionsPage() {
  usePageTitle('Pending deletions');
  return (
    <StaffPage path={DELETIONS_PATH}>
      <Stack gap="lg">
        <ConsoleHeader
          title="Pending deletions"
          description="People who asked to delete their account. Each is erased when its grace period ends, unless they sign in and cancel."
        />
        <Deletions />
      </Stack>
    </StaffPage>
  );
}

function Deletions() {
  const list = usePendingDeletions();
  if (list.isPending) return <LoadingState label="Loading pending deletions" />;
  if (list.isError)
    return (
      <ErrorState
        message={loadErrorText(list.error)}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  if (!list.data.length)
    return (
      <EmptyPanel
        title="No pending deletions"
        icon={<IconTrashOff aria-hidden="true" />}
        description="Nobody is waiting to be erased."
      />
    );
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {list.data.map((d) => (
        <Row key={d.id} deletion={d} />
      ))}
    </Stack>
  );
}

function Row({ deletion: d }: { deletion: PendingDeletion }) {
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={2} style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Text
            fw={600}
            component={Link}
            to={personPath(d.id)}
            c="navy.8"
            style={{ overflowWrap: 'anywhere' }}
          >
            {d.first_name} {d.last_name}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {ROLE_LABELS[d.type]} · {d.email}
          </Text>
        </Stack>
        <Stack gap={2} align="flex-end">
          <Text size="sm">
            Erased on <strong>{dateAndTime(d.delete_at)}</strong>
          </Text>
          <Group gap={6}>
            <Text size="xs" c="dimmed">
              Asked {dateAndTime(d.requested_at)}
            </Text>
            {d.by_staff ? (
              <Badge size="sm" color="red" variant="light">
                Staff
              </Badge>
            ) : null}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
