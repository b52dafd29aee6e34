import { Group, Loader, Text } from '@mantine/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';

export type SavingStatus = 'idle' | 'saving' | 'saved' | 'error';

/** The saving indicator of docs/product/states.md: 'Saving', 'Saved', 'Error'. */
export function SavingIndicator({ status }: { status: SavingStatus }) {
  return (
    <Group gap={6} role="status" aria-live="polite" mih={24}>
      {status === 'saving' ? (
        <>
          <Loader size={14} aria-hidden="true" />
          <Text size="sm">Saving</Text>
        </>
      ) : null}
      {status === 'saved' ? (
        <>
          <IconCheck size={16} aria-hidden="true" color="var(--mantine-color-green-9)" />
          <Text size="sm" c="green.9">
            Saved
          </Text>
        </>
      ) : null}
      {status === 'error' ? (
        <>
          <IconAlertCircle size={16} aria-hidden="true" color="var(--mantine-color-error)" />
          <Text size="sm" c="var(--mantine-color-error)">
            Error
          </Text>
        </>
      ) : null}
    </Group>
  );
}
