import { Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { OutboxMessage } from '@keh/contracts';
import { LinkifiedText } from './linkified-text';

const timeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });

function formatTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : timeFormat.format(date);
}

/** A four-digit code in a message that talks about a code (sign-in and sign-up e-mails). */
function findCode(message: OutboxMessage): string | null {
  if (!/code/i.test(`${message.subject} ${message.text}`)) return null;
  return /\b(\d{4})\b/.exec(message.text)?.[1] ?? null;
}

export function OutboxMessageCard({ message }: { message: OutboxMessage }) {
  const code = findCode(message);
  return (
    <Paper component="article" withBorder radius="md" p="md" aria-labelledby={`outbox-${message.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} fz="md" id={`outbox-${message.id}`} style={{ overflowWrap: 'anywhere' }}>
            {message.subject}
          </Title>
          {code ? (
            <Badge size="lg" color="khaki.3" c="navy.9" variant="filled" radius="sm">
              Code {code}
            </Badge>
          ) : null}
        </Group>
        <Group gap="md" wrap="wrap">
          <Text size="sm">
            <Text span fw={600}>
              To:
            </Text>{' '}
            <span style={{ overflowWrap: 'anywhere' }}>{message.to}</span>
          </Text>
          <Text size="sm" c="dimmed">
            <time dateTime={message.created_at}>{formatTime(message.created_at)}</time>
          </Text>
        </Group>
        <Box
          p="sm"
          bg="gray.0"
          style={{
            borderRadius: 'var(--mantine-radius-sm)',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
          }}
        >
          <Text size="sm" component="div">
            <LinkifiedText text={message.text} />
          </Text>
        </Box>
      </Stack>
    </Paper>
  );
}
