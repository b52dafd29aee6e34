import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The back arrow above a detail page, with the name of the list it returns to. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Group gap="xs">
      <Tooltip withinPortal={false} label={`Back to ${label}`}>
        <ActionIcon component={Link} to={to} variant="subtle" size={40} aria-label={`Back to ${label}`}>
          <IconArrowLeft size={22} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Group>
  );
}
