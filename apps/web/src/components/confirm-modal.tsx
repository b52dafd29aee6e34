import { useState, type ReactNode } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { AppModal } from './app-modal';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onCancel: () => void;
  /** May be async: the confirm button shows progress until it settles. */
  onConfirm: () => unknown;
}

/** A yes/no question before a destructive action (e.g. 'Delete' and 'Cancel'). */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  onCancel,
  onConfirm,
}: ConfirmModalProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <AppModal opened={opened} onClose={onCancel} title={title} size="sm">
      <Stack gap="lg">
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy} data-autofocus>
            {cancelLabel}
          </Button>
          <Button color="red.8" onClick={() => void confirm()} loading={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
