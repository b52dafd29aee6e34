import type { Socket } from 'socket.io-client';

/**
 * One set of listeners per socket however many components ask for them: `use(socket, attach)`
 * attaches on the first user and answers a release that detaches after the last one.
 */
export function sharedListeners() {
  const attached = new Map<Socket, { users: number; detach: () => void }>();
  return (socket: Socket, attach: () => () => void) => {
    const entry = attached.get(socket) ?? { users: 0, detach: attach() };
    entry.users += 1;
    attached.set(socket, entry);
    return () => {
      entry.users -= 1;
      if (entry.users === 0) {
        entry.detach();
        attached.delete(socket);
      }
    };
  };
}
