import { ActionIcon } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';

/** The search icon of the chat list and of a conversation: opens or closes its search box. */
export function SearchToggle(props: {
  open: boolean;
  onToggle: () => void;
  label: string;
  closeLabel: string;
}) {
  return (
    <ActionIcon
      variant="subtle"
      color="navy"
      size="lg"
      aria-label={props.open ? props.closeLabel : props.label}
      aria-expanded={props.open}
      onClick={props.onToggle}
    >
      {props.open ? <IconX size={20} aria-hidden="true" /> : <IconSearch size={20} aria-hidden="true" />}
    </ActionIcon>
  );
}
