import { useSyncExternalStore } from 'react';
import { io, type Socket } from 'socket.io-client';
import { api, REALTIME_PATH } from '@keh/contracts';
import { call, isApiError } from './api';
import { getToken, subscribeSession } from './session';

/**
 * One Socket.IO connection per signed-in session (decision 0017): same origin, path REALTIME_PATH,
 * the bearer token at the handshake, reconnecting on its own. A new token (login, another account)
 * replaces it; logout or a 401 closes it. It opens on first use, so signed-out pages open none.
 */
let socket: Socket | null = null;
let socketToken: string | null = null;
let used = false;
const listeners = new Set<() => void>();

function sync(): void {
  const token = used ? getToken() : null;
  if (token === socketToken) return;
  socket?.disconnect();
  socketToken = token;
  socket = token ? io({ path: REALTIME_PATH, auth: { token }, reconnection: true }) : null;
  if (socket) afterServerEnds(socket);
  listeners.forEach((listener) => listener());
}

/**
 * The server ended the connection (Socket.IO does not reconnect then): either the session ended
 * (logout elsewhere, a password change or reset, a suspension, the token's expiry), and the call
 * below answers 401, which signs this tab out too; or the server restarted, and it connects again.
 */
function afterServerEnds(s: Socket): void {
  s.on('disconnect', (reason) => {
    if (reason !== 'io server disconnect') return;
    const check = async (tries: number) => {
      try {
        await call(api.profile.me);
        if (socket === s && !s.connected) s.connect();
      } catch (error) {
        // No answer (the server is restarting): ask again a little later.
        if (isApiError(error) && (error.status === 0 || error.status >= 500) && tries > 1 && socket === s)
          setTimeout(() => void check(tries - 1), 3000);
      }
    };
    void check(10);
  });
}

subscribeSession(sync);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!used) {
    used = true;
    // Opening the connection notifies the listeners; do it after React has subscribed.
    queueMicrotask(sync);
  }
  return () => listeners.delete(listener);
}

/** The session's socket, or null when signed out. */
export function useSocket(): Socket | null {
  return useSyncExternalStore(
    subscribe,
    () => socket,
    () => null,
  );
}
