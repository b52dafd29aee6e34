import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/postgres-adapter';
import {
  CHAT_EVENTS,
  LIVE_EVENTS,
  ONLINE_ROOM,
  REALTIME_PATH,
  conversationRoom,
  type ChangedEvent,
  type ChatMessage,
  type OnlineEvent,
} from '@keh/contracts';

export interface RealtimeOptions {
  /** The user a bearer token belongs to, or null (the auth module provides it). */
  authenticate(token: string): Promise<{ id: number } | null>;
  /** The conversations a user is in (the chat module provides it). */
  roomsOf(userId: number): Promise<number[]>;
  isMember(userId: number, conversationId: number): Promise<boolean>;
  /** postgres://…: share rooms and events between processes through @socket.io/postgres-adapter. */
  databaseUrl: string | null;
  /** A socket connected here, or someone's last socket left (who shows as online may have changed). */
  onPresence?: () => void;
}

/** What the rest of the app may push to sockets (every process's sockets, with the adapter). */
export interface Realtime {
  io: Server;
  /** A new message, to the conversation's room. */
  message(conversationId: number, message: ChatMessage): void;
  /** A new conversation: its members' sockets join its room. */
  conversationCreated(conversationId: number, memberIds: number[]): void;
  /**
   * Whether the person has a socket on this process (an article's author card). Answered from the
   * local rooms without a round trip; with several processes it may say false for someone online
   * elsewhere (the chat's 'online' channel is the exact answer).
   */
  isOnline(userId: number): boolean;
  /** Something these people's pages show changed (decision 0026): to every socket of theirs. */
  changed(userIds: readonly number[], event: ChangedEvent): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

const userRoom = (id: number) => `user.${id}`;
const tokenOf = (socket: Socket) => {
  const raw: unknown = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
  if (typeof raw !== 'string') return null;
  return raw.startsWith('Bearer ') ? raw.slice(7).trim() : raw.trim();
};

/**
 * Socket.IO on the app's own HTTP server and port (path /socket.io). A bearer token at the handshake
 * (`auth: { token }`) or no connection; each socket joins the 'online' room, its user's room and the
 * rooms of its user's conversations, and may join no other. Browsers may connect only from the app's
 * own origin. With a database URL the Postgres adapter carries events between processes.
 */
export const realtimePlugin = fp(async (app: FastifyInstance, opts: RealtimeOptions) => {
  const io = new Server(app.server, {
    path: REALTIME_PATH,
    serveClient: false,
    // Same origin only: a browser's Origin must name the host it connected to (no CORS headers are sent).
    allowRequest: (req, done) => {
      const origin = req.headers.origin;
      if (!origin) return done(null, true);
      try {
        done(null, new URL(origin).host === req.headers.host);
      } catch {
        done(null, false);
      }
    },
  });

  let pool: pg.Pool | null = null;
  if (opts.databaseUrl) {
    pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 4 });
    pool.on('error', (err) => app.log.warn({ err }, 'realtime: database connection lost'));
    io.adapter(createAdapter(pool, { errorHandler: (err) => app.log.warn({ err }, 'realtime adapter') }));
  }

  io.use(async (socket, next) => {
    try {
      const token = tokenOf(socket);
      const user = token ? await opts.authenticate(token) : null;
      if (!user) return next(new Error('Unauthenticated.'));
      socket.data.userId = user.id;
      next();
    } catch (err) {
      app.log.error({ err }, 'realtime: handshake failed');
      next(new Error('Unauthenticated.'));
    }
  });

  io.on('connection', async (socket) => {
    const userId = socket.data.userId as number;
    try {
      const rooms = await opts.roomsOf(userId);
      await socket.join([ONLINE_ROOM, userRoom(userId), ...rooms.map(conversationRoom)]);
      socket
        .to(ONLINE_ROOM)
        .emit(CHAT_EVENTS.online, { user_id: userId, online: true } satisfies OnlineEvent);
      socket.emit('ready', { conversations: rooms });
      opts.onPresence?.();
    } catch (err) {
      app.log.error({ err }, 'realtime: could not join rooms');
      socket.disconnect(true);
      return;
    }
    socket.on(CHAT_EVENTS.join, async (payload: unknown, ack?: unknown) => {
      const answer = typeof ack === 'function' ? (ack as (r: { ok: boolean }) => void) : () => undefined;
      const id = Number((payload as { conversation_id?: unknown } | null)?.conversation_id);
      const ok =
        Number.isInteger(id) &&
        id > 0 &&
        id <= 2_147_483_647 &&
        (await opts.isMember(userId, id).catch(() => false));
      if (ok) await socket.join(conversationRoom(id));
      answer({ ok });
    });
    // Who is online, asked for (across every process with the adapter).
    socket.on(CHAT_EVENTS.online, async (_payload: unknown, ack?: unknown) => {
      if (typeof ack !== 'function') return;
      const sockets = await io
        .in(ONLINE_ROOM)
        .fetchSockets()
        .catch(() => []);
      const ids = [...new Set(sockets.map((s) => s.data.userId as number))];
      (ack as (r: OnlineEvent) => void)({ user_ids: ids });
    });
    socket.on('disconnect', async () => {
      // Offline only when the user's last socket (on any process) has gone.
      const left = await io
        .in(userRoom(userId))
        .fetchSockets()
        .catch(() => []);
      if (left.length) return;
      io.to(ONLINE_ROOM).emit(CHAT_EVENTS.online, { user_id: userId, online: false } satisfies OnlineEvent);
      opts.onPresence?.();
    });
  });

  app.decorate('realtime', {
    io,
    message: (conversationId, message) => {
      io.to(conversationRoom(conversationId)).emit(CHAT_EVENTS.message, message);
    },
    conversationCreated: (conversationId, memberIds) => {
      io.in(memberIds.map(userRoom)).socketsJoin(conversationRoom(conversationId));
    },
    isOnline: (userId) => (io.sockets.adapter.rooms.get(userRoom(userId))?.size ?? 0) > 0,
    changed: (userIds, event) => {
      const rooms = [...new Set(userIds)].map(userRoom);
      if (rooms.length) io.to(rooms).emit(LIVE_EVENTS.changed, event);
    },
  } satisfies Realtime);

  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
  });
  app.addHook('onClose', async () => {
    // io.close() also closes the HTTP server, which Fastify has closed already: ignore that error.
    await new Promise<void>((resolve) => io.close(() => resolve()));
    await pool?.end();
  });
});
