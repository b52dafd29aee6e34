import { CloseButton, Group, Text } from '@mantine/core';
import classes from './base-page.module.css';

export interface ActiveFilter {
  key: 'category' | 'sub_category' | 'tag';
  label: string;
  value: string;
}

/** The active category, subcategory and tag as chips, each removable on its own. */
export function BaseActiveFilters({
  filters,
  onRemove,
}: {
  filters: ActiveFilter[];
  onRemove: (key: ActiveFilter['key']) => void;
}) {
  if (!filters.length) return null;
  return (
    <Group gap="xs" wrap="wrap" component="ul" className={classes.chips} aria-label="Active filters">
      {filters.map((filter) => (
        <li key={filter.key} className={classes.chip} data-testid={`filter-${filter.key}`}>
          <Text span size="sm" c="dimmed">
            {filter.label}:
          </Text>
          <Text span size="sm" fw={700} c="navy.9">
            {filter.key === 'tag' ? `#${filter.value}` : filter.value}
          </Text>
          <CloseButton
            size="sm"
            radius="xl"
            aria-label={`Remove ${filter.label.toLowerCase()} ${filter.value}`}
            onClick={() => onRemove(filter.key)}
          />
        </li>
      ))}
    </Group>
  );
}
