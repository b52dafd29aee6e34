import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Socket } from 'socket.io-client';
import { CHAT_EVENTS, type ChatMessage } from '@keh/contracts';
import { getSession } from '../../../lib/session';
import { useSocket } from '../../../lib/socket';
import { sharedListeners } from '../../../lib/socket-listeners';
import { showChatToast } from '../components/chat-toast';
import { chatKeys, receiveLiveMessage, useCanChat } from './chat-api';
import { attachPresence } from './presence';

/** One set of listeners per socket, however many components ask for them. */
const listeners = sharedListeners();
/** The router's navigate of the newest component that asked for live events (the toast's link). */
let navigateTo: ((path: string) => void) | null = null;

function attach(socket: Socket, client: QueryClient): () => void {
  const onMessage = (message: ChatMessage) => {
    const news = receiveLiveMessage(client, message, getSession()?.user.id ?? null);
    // On the chat list the new message shows in its row already.
    if (news && window.location.pathname !== '/chats')
      showChatToast(message, news.name, (path) => navigateTo?.(path));
  };
  let connectedBefore = socket.connected;
  // After a reconnect live events may have been missed: fetch the list and open threads again.
  const onConnect = () => {
    if (connectedBefore) void client.invalidateQueries({ queryKey: chatKeys.all });
    connectedBefore = true;
  };
  socket.on(CHAT_EVENTS.message, onMessage);
  socket.on('connect', onConnect);
  const detachPresence = attachPresence(socket);
  return () => {
    socket.off(CHAT_EVENTS.message, onMessage);
    socket.off('connect', onConnect);
    detachPresence();
  };
}

/** Live ConversationMessage events land in the chat's cache while the signed-in app is shown. */
export function useChatRealtime(): void {
  const socket = useSocket();
  const client = useQueryClient();
  const canChat = useCanChat();
  const navigate = useNavigate();
  useEffect(() => {
    navigateTo = (path) => void navigate(path);
  }, [navigate]);
  useEffect(() => {
    if (!socket || !canChat) return;
    return listeners(socket, () => attach(socket, client));
  }, [socket, client, canChat]);
}
