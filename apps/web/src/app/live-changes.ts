import { useEffect } from 'react';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { Socket } from 'socket.io-client';
import { CHANGED_TOPICS, LIVE_EVENTS, changedEvent, type ChangedEvent } from '@keh/contracts';
import { eventKeys } from '../features/events';
import { matchingKeys } from '../features/matching';
import { profileKeys } from '../features/profile';
import { workspaceKeys } from '../features/workspace';
import { sessionKeys } from '../features/sessions';
import { useSocket } from '../lib/socket';
import { sharedListeners } from '../lib/socket-listeners';

/**
 * Push instead of poll (decision 0026): the server sends `changed` with a topic to the sockets of the
 * people a change concerns, and only the queries of that topic are asked again (at once where a page
 * shows them, on next use otherwise). Nothing polls; after a reconnect every topic is asked again,
 * since events may have been missed while offline.
 */
export function staleQueries(
  event: ChangedEvent,
): { queryKey: QueryKey; predicate?: (data: unknown) => boolean }[] {
  switch (event.topic) {
    case 'workspace':
      return [
        {
          queryKey: workspaceKeys.all,
          // Only the workspace of that mentoring (or one not loaded yet).
          predicate: (data) =>
            event.mentoring_id === undefined || !data || (data as { id?: unknown }).id === event.mentoring_id,
        },
        // A Captain's member cards show the next milestone and the counters.
        { queryKey: matchingKeys.mentorMentees },
        // The pair's sessions and the cards' next session (issue 32).
        { queryKey: sessionKeys.all },
      ];
    case 'requests':
      // Requests, My Members, the captains' request buttons, a new or ended mentoring, the header's count.
      return [
        { queryKey: matchingKeys.all },
        { queryKey: workspaceKeys.all },
        { queryKey: profileKeys.user },
      ];
    case 'events':
      return [{ queryKey: eventKeys.all }];
  }
}

function refresh(client: QueryClient, event: ChangedEvent) {
  for (const { queryKey, predicate } of staleQueries(event))
    void client.invalidateQueries({
      queryKey,
      ...(predicate && { predicate: (q) => predicate(q.state.data) }),
    });
}

/** One set of listeners per socket, however many components ask for them. */
const listeners = sharedListeners();

function attach(socket: Socket, client: QueryClient): () => void {
  const onChanged = (payload: unknown) => {
    const event = changedEvent.safeParse(payload);
    if (event.success) refresh(client, event.data);
  };
  let connectedBefore = socket.connected;
  const onConnect = () => {
    if (connectedBefore) for (const topic of CHANGED_TOPICS) refresh(client, { topic });
    connectedBefore = true;
  };
  socket.on(LIVE_EVENTS.changed, onChanged);
  socket.on('connect', onConnect);
  return () => {
    socket.off(LIVE_EVENTS.changed, onChanged);
    socket.off('connect', onConnect);
  };
}

/** Listens for `changed` on the session's socket while the signed-in app is shown. */
export function useLiveChanges(): void {
  const socket = useSocket();
  const client = useQueryClient();
  useEffect(() => {
    if (!socket) return;
    return listeners(socket, () => attach(socket, client));
  }, [socket, client]);
}
