import { useSyncExternalStore } from 'react';
import type { Socket } from 'socket.io-client';
import { CHAT_EVENTS, type OnlineEvent } from '@keh/contracts';

/**
 * Who is online (the 'online' channel): asked for on every (re)connect, then kept current by the
 * server's `{ user_id, online }` events.
 */
let online = new Set<number>();
const listeners = new Set<() => void>();
const publish = (next: Set<number>) => {
  online = next;
  listeners.forEach((listener) => listener());
};

export function attachPresence(socket: Socket): () => void {
  const ask = () =>
    socket.emit(CHAT_EVENTS.online, null, (r: OnlineEvent) => publish(new Set(r.user_ids ?? [])));
  const onEvent = (e: OnlineEvent) => {
    if (e.user_id === undefined) return;
    const next = new Set(online);
    if (e.online) next.add(e.user_id);
    else next.delete(e.user_id);
    publish(next);
  };
  socket.on('connect', ask);
  socket.on(CHAT_EVENTS.online, onEvent);
  if (socket.connected) ask();
  return () => {
    socket.off('connect', ask);
    socket.off(CHAT_EVENTS.online, onEvent);
    publish(new Set());
  };
}

/** Whether this person has a connected socket now. */
export function useIsOnline(userId: number | null | undefined): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => userId != null && online.has(userId),
    () => false,
  );
}
