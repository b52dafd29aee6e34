import { Center, Loader, Stack, Text } from '@mantine/core';

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
