import { useId, type ReactNode } from 'react';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';

interface SectionCardProps {
  title: string;
  description?: ReactNode;
  /** Right of the title: a saving indicator, an add button. */
  aside?: ReactNode;
  order?: 2 | 3;
  /** The title's id, when something inside is labelled by it. */
  titleId?: string;
  children: ReactNode;
}

/** One titled block of a profile page (a labelled region). */
export function SectionCard({ title, description, aside, order = 2, titleId, children }: SectionCardProps) {
  const ownId = useId();
  const id = titleId ?? ownId;
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
          <Stack gap={2} style={{ flex: '1 1 240px' }}>
            <Title id={id} order={order} fz={{ base: 19, sm: 21 }}>
              {title}
            </Title>
            {description ? (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            ) : null}
          </Stack>
          {aside}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
