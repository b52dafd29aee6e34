import { useState, type ReactNode } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { AppModal } from './app-modal';
import { FormAlert } from './form-alert';

export interface ConfirmModalProps {
  opened: boolean;
  title: string;
  /** What happens when confirmed, in a sentence or two. */
  children: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** The confirm button's colour: red for what destroys, green for what approves. */
  confirmColor?: string;
  /** The server's words when it refused. */
  messages?: readonly string[];
  /** Progress kept by the caller; without it, the confirm button shows progress until `onConfirm` settles. */
  busy?: boolean;
  onCancel: () => void;
  /** May be async. */
  onConfirm: () => unknown;
}

/** A second look before an action that cannot be taken back ('Delete' and 'Cancel'); Cancel has the focus. */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  confirmColor = 'red.8',
  messages = [],
  busy: busyOf,
  onCancel,
  onConfirm,
}: ConfirmModalProps) {
  const [running, setRunning] = useState(false);
  const busy = busyOf ?? running;
  const confirm = async () => {
    setRunning(true);
    try {
      await onConfirm();
    } finally {
      setRunning(false);
    }
  };
  return (
    <AppModal opened={opened} onClose={busy ? () => undefined : onCancel} title={title} size="sm">
      <Stack gap="lg">
        {children}
        <FormAlert messages={messages} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy} data-autofocus>
            {cancelLabel}
          </Button>
          <Button color={confirmColor} onClick={() => void confirm()} loading={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
