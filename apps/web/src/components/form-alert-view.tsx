import { Alert, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** The alert of FormAlert (fetched when a form first has a message to show). */
export default function FormAlertView({ messages }: { messages: readonly string[] }) {
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
