import type { ReactNode } from 'react';
import { Box, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import type { ExperienceItem } from '@keh/contracts';
import {
  experiencePeriod,
  formatDuration,
  itemDays,
  sortExperience,
  toDuration,
  totalExperience,
} from '../experience';

interface ExperienceCardsProps {
  items: readonly ExperienceItem[];
  /** Edit and delete buttons of a card (My Profile only). */
  actions?: (item: ExperienceItem) => ReactNode;
  emptyText?: string;
}

/** Experience cards, newest first, with the total in years and months. */
export function ExperienceCards({
  items,
  actions,
  emptyText = 'No experience added yet.',
}: ExperienceCardsProps) {
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {emptyText}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Text size="sm" fw={600}>
        Total experience: {formatDuration(totalExperience(items))}
      </Text>
      <SimpleGrid
        cols={{ base: 1, sm: 2 }}
        spacing="sm"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {sortExperience(items).map((item) => (
          <Paper component="li" key={item.id} withBorder radius="md" p={{ base: 'sm', sm: 'md' }} bg="gray.0">
            <Group align="flex-start" gap="sm" wrap="nowrap">
              <ThemeIcon
                variant="light"
                color="navy"
                size={36}
                radius="md"
                aria-hidden="true"
                visibleFrom="xs"
              >
                <IconBriefcase size={20} />
              </ThemeIcon>
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                  {item.company_name}
                </Text>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {item.practice}
                </Text>
                <Text size="xs" c="dimmed">
                  {experiencePeriod(item)} · {formatDuration(toDuration(itemDays(item)))}
                </Text>
              </Stack>
              {actions ? <Box style={{ flex: 'none' }}>{actions(item)}</Box> : null}
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
