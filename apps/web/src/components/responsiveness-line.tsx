import { Group, Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { ownResponsivenessText, RESPONSIVENESS_TEXT, type Responsiveness } from '@keh/contracts';

interface ResponsivenessLineProps {
  responsiveness: Responsiveness | null | undefined;
  /** The captain themself: their figure too. */
  own?: boolean;
}

/**
 * How quickly a Business Captain answers (issue 33): 'Usually replies within a day', 'within 3
 * days', 'Replies slowly', or 'New captain'; the captain themself also sees their figure.
 */
export function ResponsivenessLine({ responsiveness, own = false }: ResponsivenessLineProps) {
  if (!responsiveness) return null;
  // AA on white at 14 px: teal.9 (5.0:1) and red.9 (5.4:1); green.9 and orange.9 fall short (4.4:1).
  const color =
    responsiveness.label === 'slow' ? 'red.9' : responsiveness.label === 'new' ? 'gray.7' : 'teal.9';
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" data-testid="responsiveness">
      <IconClockHour4 size={16} aria-hidden="true" style={{ flex: 'none', marginTop: 2 }} />
      <Text size="sm" c={color} fw={600}>
        {RESPONSIVENESS_TEXT[responsiveness.label]}
        {own ? (
          <Text component="span" size="sm" c="gray.7" fw={400} display="block">
            {ownResponsivenessText(responsiveness)}
          </Text>
        ) : null}
      </Text>
    </Group>
  );
}
