import type { ReactNode } from 'react';
import { Alert, Button, Center, EmptyState, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInbox } from '@tabler/icons-react';
import { MSG } from '@keh/contracts';

interface LoadingStateProps {
  label?: string;
}

/** Loading state of a list or screen: a spinner with a name screen readers announce. */
export function LoadingState({ label = 'Loading' }: LoadingStateProps) {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader color="navy" aria-hidden="true" />
        <Text c="dimmed" size="sm">
          {label}…
        </Text>
      </Stack>
    </Center>
  );
}

interface ErrorStateProps {
  message?: string;
  onRetry?: () => void;
  retrying?: boolean;
}

/** Error state: the generic text of spec section 8 unless a better one is known. */
export function ErrorState({ message = MSG.generic, onRetry, retrying = false }: ErrorStateProps) {
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

interface EmptyPanelProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
}

/** Empty state: a calm panel with the spec's empty text as its title. */
export function EmptyPanel({ title, description, icon, children }: EmptyPanelProps) {
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
