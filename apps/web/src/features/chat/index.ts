/**
 * Public API of the chat feature: the header's unread counter and live events, the button that
 * opens a conversation with someone, and the query keys.
 */
export { chatKeys, useUnreadChatTotal } from './api/chat-api';
export { useChatRealtime } from './api/chat-realtime';
export { StartChatButton } from './components/start-chat-button';
