import { ActionIcon, Button, Tooltip, type ButtonVariant } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMessageCircle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { MSG } from '@keh/contracts';
import { isApiError } from '../../../lib/api';
import { useStartConversation } from '../api/chat-api';

interface StartChatButtonProps {
  memberId: number;
  label: string;
  disabled?: boolean;
  /** An icon button (member cards) instead of a labelled one (a captain's profile). */
  compact?: boolean;
  /** The labelled button's look (filled by default; outline beside a filled one). */
  variant?: ButtonVariant;
}

/**
 * Opens the conversation with a person: POST conversations creates it, or returns the existing
 * one, which simply becomes the active one (docs/product/states.md).
 */
export function StartChatButton({
  memberId,
  label,
  disabled = false,
  compact = false,
  variant,
}: StartChatButtonProps) {
  const navigate = useNavigate();
  const start = useStartConversation();
  const open = () =>
    start.mutate(memberId, {
      onSuccess: (conversation) => void navigate(`/chat/${conversation.id}`),
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: isApiError(error) && error.status === 422 ? error.message : MSG.generic,
        }),
    });
  const icon = <IconMessageCircle size={18} aria-hidden="true" />;
  if (compact) {
    return (
      <Tooltip label={label}>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={label}
          onClick={open}
          loading={start.isPending}
          disabled={disabled}
        >
          {icon}
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <Button variant={variant} leftSection={icon} onClick={open} loading={start.isPending} disabled={disabled}>
      {label}
    </Button>
  );
}
