import { Anchor, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ChatMessage } from '@keh/contracts';

const preview = (body: string) => (body.length > 90 ? `${body.slice(0, 90).trimEnd()}…` : body);

/**
 * A brief toast for a message in a conversation that is not open (issue 28): who wrote, the start
 * of it, and a link that opens the conversation. One toast per conversation: a newer one replaces it.
 * The toasts live outside the router, so the link hands the path to `open` (the router's navigate).
 */
export function showChatToast(message: ChatMessage, name: string | null, open: (path: string) => void) {
  // Not `chat-message-…`: that is a message's own element id in an open conversation.
  const id = `chat-toast-${message.conversation_id}`;
  const path = `/chat/${message.conversation_id}`;
  notifications.hide(id);
  notifications.show({
    id,
    color: 'navy',
    title: name ? `New message from ${name}` : 'New message',
    autoClose: 6000,
    message: (
      <>
        <Text size="sm" component="span" display="block">
          {preview(message.body)}
        </Text>
        <Anchor
          href={path}
          size="sm"
          fw={600}
          onClick={(event) => {
            event.preventDefault();
            notifications.hide(id);
            open(path);
          }}
        >
          Open chat
        </Anchor>
      </>
    ),
  });
}
