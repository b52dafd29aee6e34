import type { ReactNode } from 'react';
import { Alert, Button, EmptyState, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconInbox } from '@tabler/icons-react';
import { MSG } from '@keh/contracts';

export interface ErrorStateProps {
  message?: string;
  onRetry?: () => void;
  retrying?: boolean;
}

/** Error state: the generic text of docs/product/errors.md unless a better one is known (see ErrorState). */
export function ErrorStateView({ message = MSG.generic, onRetry, retrying = false }: ErrorStateProps) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />} role="alert" my="md">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="red.9">
          {message}
        </Text>
        {onRetry ? (
          <Button size="xs" variant="white" color="red.9" onClick={onRetry} loading={retrying}>
            Try again
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}

export interface EmptyPanelProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
}

/** Empty state: a calm panel with the spec's empty text as its title (see EmptyPanel). */
export function EmptyPanelView({ title, description, icon, children }: EmptyPanelProps) {
  return (
    <EmptyState
      my="xl"
      color="navy"
      variant="light"
      icon={icon ?? <IconInbox aria-hidden="true" />}
      title={title}
      description={description}
      styles={{ description: { color: 'var(--mantine-color-dimmed)' } }}
    >
      {children}
    </EmptyState>
  );
}
