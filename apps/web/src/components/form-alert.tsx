import { Alert, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** Messages that have no input to sit under (server errors, rate limits, network failures). */
export function FormAlert({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle aria-hidden="true" />}>
      {messages.length === 1 ? (
        <span style={{ color: 'var(--mantine-color-red-9)' }}>{messages[0]}</span>
      ) : (
        <List size="sm" c="red.9">
          {messages.map((message) => (
            <List.Item key={message}>{message}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
