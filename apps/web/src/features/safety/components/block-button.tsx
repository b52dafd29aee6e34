import { useState } from 'react';
import { Button, List, Text, type ButtonProps } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBan } from '@tabler/icons-react';
import { ConfirmModal } from '../../../components/confirm-modal';
import { errorText } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { useBlock } from '../api/safety-api';

interface BlockButtonProps {
  person: { id: number; first_name: string };
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  /** After the block (e.g. leave the profile, which is no longer there). */
  onBlocked?: () => void;
}

/** "Block" with a confirmation that says what blocking does (issue 33). */
export function BlockButton({ person, variant = 'subtle', size, onBlocked }: BlockButtonProps) {
  const [open, setOpen] = useState(false);
  const block = useBlock();
  // Members keep their settings on My Details (the spec gives them no Settings page), captains in Settings.
  const where = useSession()?.user.type === 'mentee' ? 'My Details' : 'Settings';
  const confirm = async () => {
    try {
      await block.mutateAsync(person.id);
      notifications.show({
        color: 'green',
        title: `${person.first_name} is blocked`,
        message: `You can unblock them in ${where}.`,
      });
      setOpen(false);
      onBlocked?.();
    } catch (failure) {
      notifications.show({ color: 'red', title: 'Block', message: errorText(failure) });
    }
  };
  return (
    <>
      <Button
        variant={variant}
        size={size}
        color="red.8"
        // A subtle button draws a theme colour's shade 6 at most, which fails AA; the text is red.9.
        c={variant === 'subtle' ? 'red.9' : undefined}
        leftSection={<IconBan size={16} aria-hidden="true" />}
        onClick={() => setOpen(true)}
      >
        Block
      </Button>
      <ConfirmModal
        opened={open}
        title={`Block ${person.first_name}?`}
        confirmLabel="Block"
        onCancel={() => setOpen(false)}
        onConfirm={confirm}
      >
        <Text size="sm">Blocking works both ways:</Text>
        <List size="sm" spacing={4}>
          <List.Item>neither of you sees the other in matching, lists and search;</List.Item>
          <List.Item>neither of you can message the other or ask for mentoring;</List.Item>
          <List.Item>your conversation stays as read-only history;</List.Item>
          <List.Item>a mentoring between you ends.</List.Item>
        </List>
        <Text size="sm" c="dimmed">
          {person.first_name} is not told. You can unblock them at any time in {where}.
        </Text>
      </ConfirmModal>
    </>
  );
}
