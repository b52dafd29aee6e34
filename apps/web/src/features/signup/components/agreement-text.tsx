import { Box, Stack, Text, Title } from '@mantine/core';
import type { Agreement } from '@keh/contracts';

/** The agreement's plain text: paragraphs split on blank lines, numbered lines as headings. */
export function AgreementText({ agreement }: { agreement: Agreement }) {
  const blocks = agreement.text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  return (
    <Box
      bd="1px solid var(--mantine-color-gray-3)"
      bg="var(--mantine-color-gray-0)"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Stack
        gap="sm"
        p="md"
        mah={380}
        tabIndex={0}
        role="region"
        aria-label={`${agreement.title} (text)`}
        style={{ overflowY: 'auto', overflowWrap: 'anywhere', outlineOffset: -2 }}
      >
        <Title order={2} fz="h4">
          {agreement.title}
        </Title>
        {blocks.map((block, index) =>
          /^\d+\.\s+\S/.test(block) && block.length < 90 ? (
            <Title key={index} order={3} fz="md" mt="xs">
              {block}
            </Title>
          ) : (
            <Text key={index} size="sm" style={{ whiteSpace: 'pre-line' }}>
              {block}
            </Text>
          ),
        )}
        <Text size="xs" c="dimmed">
          Version {agreement.version}
        </Text>
      </Stack>
    </Box>
  );
}
