import { Alert, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { errorText } from '../../../lib/api';
import { dateAndTime } from '../../../lib/dates';
import { useCancelDeletion, useDeletionOverview } from '../api/account-deletion-api';

/**
 * Shown on every page while the signed-in person's account is due to be deleted: when, and the
 * way to keep it ("Cancel deletion"). Signing in during the grace period lands here.
 */
export function DeletionBanner() {
  const overview = useDeletionOverview();
  const cancel = useCancelDeletion();
  const deleteAt = overview.data?.delete_at;
  if (!deleteAt) return null;
  const onCancel = async () => {
    try {
      await cancel.mutateAsync(undefined);
      notifications.show({
        color: 'green',
        title: 'Deletion cancelled',
        message: 'Your account stays as it is.',
      });
    } catch (failure) {
      notifications.show({ color: 'red', title: 'Not cancelled', message: errorText(failure) });
    }
  };
  return (
    <Alert
      color="red"
      variant="light"
      radius={0}
      icon={<IconAlertTriangle aria-hidden="true" />}
      title="Your account will be deleted"
      role="alert"
      data-testid="deletion-banner"
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" style={{ flex: '1 1 280px' }}>
          You asked us to delete your account. It will be erased on {dateAndTime(deleteAt, { month: 'long' })}
          , with everything in it. Changed your mind?
        </Text>
        <Button color="red.8" onClick={() => void onCancel()} loading={cancel.isPending}>
          Cancel deletion
        </Button>
      </Group>
    </Alert>
  );
}
