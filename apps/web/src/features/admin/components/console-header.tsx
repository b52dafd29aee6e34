import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';

interface ConsoleHeaderProps {
  title: string;
  description: ReactNode;
  /** Right of the title: a count. */
  aside?: ReactNode;
}

/** The title and a line on what a console page is for, as the review queue shows them. */
export function ConsoleHeader({ title, description, aside }: ConsoleHeaderProps) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" align="baseline" gap="sm">
        <Title order={1}>{title}</Title>
        {aside ? (
          <Text fw={600} c="navy.7" aria-live="polite">
            {aside}
          </Text>
        ) : null}
      </Group>
      <Text c="dimmed" size="sm" maw={640}>
        {description}
      </Text>
    </Stack>
  );
}
