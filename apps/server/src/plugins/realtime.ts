import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/postgres-adapter';
import {
  CHAT_EVENTS,
  LIVE_EVENTS,
  REALTIME_PATH,
  conversationRoom,
  type ChangedEvent,
  type ChatMessage,
  type OnlineEvent,
} from '@keh/contracts';
import { tokenBucket } from '../lib/token-bucket';

export interface RealtimeOptions {
  /**
   * The session a bearer token opens: whose, which token and until when; null when it is unknown,
   * revoked, expired or its person suspended (the auth module provides it).
   */
  authenticate(token: string): Promise<{ id: number; tokenId: number; expiresAt: Date } | null>;
  /** The conversations a user is in (the chat module provides it). */
  roomsOf(userId: number): Promise<number[]>;
  isMember(userId: number, conversationId: number): Promise<boolean>;
  /** postgres://…: share rooms and events between processes through @socket.io/postgres-adapter. */
  databaseUrl: string | null;
}

/** What the rest of the app may push to sockets (every process's sockets, with the adapter). */
export interface Realtime {
  io: Server;
  /** A new message, to the conversation's room. */
  message(conversationId: number, message: ChatMessage): void;
  /** A new conversation: its members' sockets join its room and learn whether the other is online. */
  conversationCreated(conversationId: number, memberIds: number[]): void;
  /** A conversation across a block (issue 33): its members' sockets leave its room (no messages, no presence). */
  conversationClosed(conversationId: number, memberIds: number[]): void;
  /**
   * Ends the sockets of a session that ended (`tokenId`: logout) or of every session of a person
   * (`userId`: password change or reset, suspension), on every process.
   */
  endSessions(who: { tokenId: number } | { userId: number }): void;
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

/**
 * Events a socket may send (decision 0017): 20 a second, in bursts of up to 40. A socket that sends
 * more is disconnected. The web app sends one 'online' ask per connection.
 */
export const SOCKET_EVENTS_PER_SECOND = 20;
export const SOCKET_EVENT_BURST = 40;
/** What one event may weigh: clients send only `{ conversation_id }` and empty asks. */
const MAX_EVENT_BYTES = 16_384;
/** setTimeout's longest delay (about 24.8 days); a longer wait is armed again when it fires. */
const MAX_TIMER_MS = 2_147_483_647;

const userRoom = (id: number) => `user.${id}`;
const tokenRoom = (id: number) => `token.${id}`;
const CONVERSATION_ROOM_PREFIX = conversationRoom(0).replace(/0$/, '');
/** The conversation rooms a socket is in: the people in them are the ones it may hear about. */
const conversationRoomsOf = (socket: Socket) =>
  [...socket.rooms].filter((r) => r.startsWith(CONVERSATION_ROOM_PREFIX));
const tokenOf = (socket: Socket) => {
  const raw: unknown = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
  if (typeof raw !== 'string') return null;
  return raw.startsWith('Bearer ') ? raw.slice(7).trim() : raw.trim();
};

/** Ends the socket when its token expires (re-armed past setTimeout's longest delay). */
function endAtExpiry(socket: Socket, expiresAt: number) {
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    const left = expiresAt - Date.now();
    if (left <= 0) return void socket.disconnect(true);
    timer = setTimeout(arm, Math.min(left, MAX_TIMER_MS));
  };
  arm();
  socket.once('disconnect', () => clearTimeout(timer));
}

/**
 * Socket.IO on the app's own HTTP server and port (path /socket.io). A bearer token at the handshake
 * (`auth: { token }`) or no connection; the socket lives only as long as its session: it ends when the
 * token expires, is revoked (logout, password change or reset) or its person is suspended. Each socket
 * joins its user's room, its token's room and the rooms of its user's conversations, and may join no
 * other; it hears who is online only of the people it shares a conversation with. Events from a socket
 * are limited (a token bucket). Browsers may connect only from the app's own origin. With a database
 * URL the Postgres adapter carries events, joins and disconnections between processes.
 */
export const realtimePlugin = fp(async function realtimePlugin(app: FastifyInstance, opts: RealtimeOptions) {
  const io = new Server(app.server, {
    path: REALTIME_PATH,
    serveClient: false,
    maxHttpBufferSize: MAX_EVENT_BYTES,
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
    pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 4, connectionTimeoutMillis: 5_000 });
    const lost = (err: Error) => app.log.warn({ err }, 'realtime: database connection lost');
    pool.on('error', lost);
    // The adapter keeps one connection checked out for LISTEN; the pool watches only idle ones, so a
    // database restart would be an unhandled 'error' that ends the process. The adapter reconnects.
    pool.on('connect', (client) => client.on('error', lost));
    io.adapter(createAdapter(pool, { errorHandler: (err) => app.log.warn({ err }, 'realtime adapter') }));
  }

  io.use(async (socket, next) => {
    try {
      const token = tokenOf(socket);
      const session = token ? await opts.authenticate(token) : null;
      if (!session) return next(new Error('Unauthenticated.'));
      // Shared with other processes by fetchSockets: nothing secret (the token stays here).
      socket.data.userId = session.id;
      socket.data.tokenId = session.tokenId;
      socket.data.expiresAt = session.expiresAt.getTime();
      next();
    } catch (err) {
      app.log.error({ err }, 'realtime: handshake failed');
      next(new Error('Unauthenticated.'));
    }
  });

  /** Whether the socket's token is still good (null: the lookup failed, nothing is known). */
  const stillValid = async (socket: Socket) => {
    const token = tokenOf(socket);
    try {
      const session = token ? await opts.authenticate(token) : null;
      return !!session && session.tokenId === socket.data.tokenId;
    } catch (err) {
      app.log.warn({ err }, 'realtime: session check failed');
      return null;
    }
  };

  io.on('connection', (socket) => {
    const userId = socket.data.userId as number;
    const expiresAt = socket.data.expiresAt as number;
    const bucket = tokenBucket(SOCKET_EVENTS_PER_SECOND, SOCKET_EVENT_BURST);
    socket.use((_packet, next) => {
      if (bucket.take()) return next();
      app.log.warn({ userId }, 'realtime: too many events, socket disconnected');
      socket.disconnect(true);
    });
    endAtExpiry(socket, expiresAt);

    // The rooms a revocation reaches first, then the token once more: a revocation committed after
    // the handshake's lookup is seen here, and one committed later reaches the socket through them.
    const joined = (async () => {
      try {
        await socket.join([userRoom(userId), tokenRoom(socket.data.tokenId as number)]);
        const [rooms, valid] = await Promise.all([opts.roomsOf(userId), stillValid(socket)]);
        if (valid === false) {
          socket.disconnect(true);
          return false;
        }
        if (!socket.connected) return false;
        const conversationRooms = rooms.map(conversationRoom);
        if (conversationRooms.length) await socket.join(conversationRooms);
        // Presence goes to the people one shares a conversation with (their sockets are in those rooms).
        if (conversationRooms.length)
          socket
            .to(conversationRooms)
            .emit(CHAT_EVENTS.online, { user_id: userId, online: true } satisfies OnlineEvent);
        socket.emit('ready', { conversations: rooms });
        return true;
      } catch (err) {
        app.log.error({ err }, 'realtime: could not join rooms');
        socket.disconnect(true);
        return false;
      }
    })();

    socket.on(CHAT_EVENTS.join, async (payload: unknown, ack?: unknown) => {
      const answer = typeof ack === 'function' ? (ack as (r: { ok: boolean }) => void) : () => undefined;
      if (!(await joined)) return answer({ ok: false });
      const id = Number((payload as { conversation_id?: unknown } | null)?.conversation_id);
      if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) return answer({ ok: false });
      const refuse = () => {
        answer({ ok: false });
        socket.disconnect(true);
      };
      if (Date.now() >= expiresAt) return refuse();
      // Already in that room (it joins every conversation of its person): nothing to look up.
      if (socket.rooms.has(conversationRoom(id))) return answer({ ok: true });
      const valid = await stillValid(socket);
      if (valid === false) return refuse();
      const ok = valid === true && (await opts.isMember(userId, id).catch(() => false));
      if (ok && socket.connected) await socket.join(conversationRoom(id));
      answer({ ok: ok && socket.connected });
    });

    // Who is online, asked for: of the people the socket shares a conversation with (every process).
    socket.on(CHAT_EVENTS.online, async (_payload: unknown, ack?: unknown) => {
      if (typeof ack !== 'function') return;
      const rooms = (await joined) ? conversationRoomsOf(socket) : [];
      const sockets = rooms.length
        ? await io
            .in(rooms)
            .fetchSockets()
            .catch(() => [])
        : [];
      const ids = [...new Set(sockets.map((s) => s.data.userId as number))];
      (ack as (r: OnlineEvent) => void)({ user_ids: ids });
    });

    // The rooms are gone by 'disconnect': keep the ones presence is told through.
    let left: string[] = [];
    socket.on('disconnecting', () => {
      left = conversationRoomsOf(socket);
    });
    socket.on('disconnect', async () => {
      // Offline only when the user's last socket (on any process) has gone.
      const still = await io
        .in(userRoom(userId))
        .fetchSockets()
        .catch(() => []);
      if (still.length) return;
      if (left.length)
        io.to(left).emit(CHAT_EVENTS.online, { user_id: userId, online: false } satisfies OnlineEvent);
    });
  });

  app.decorate('realtime', {
    io,
    message: (conversationId, message) => {
      io.to(conversationRoom(conversationId)).emit(CHAT_EVENTS.message, message);
    },
    conversationCreated: (conversationId, memberIds) => {
      io.in(memberIds.map(userRoom)).socketsJoin(conversationRoom(conversationId));
      // Each member now may hear whether the other is online: tell those who are.
      for (const id of memberIds) {
        const others = memberIds.filter((m) => m !== id);
        if (!others.length) continue;
        void io
          .in(userRoom(id))
          .fetchSockets()
          .then((mine) => {
            if (mine.length)
              io.to(others.map(userRoom)).emit(CHAT_EVENTS.online, {
                user_id: id,
                online: true,
              } satisfies OnlineEvent);
          })
          .catch(() => undefined);
      }
    },
    conversationClosed: (conversationId, memberIds) => {
      io.in(memberIds.map(userRoom)).socketsLeave(conversationRoom(conversationId));
      for (const id of memberIds)
        io.to(memberIds.filter((m) => m !== id).map(userRoom)).emit(CHAT_EVENTS.online, {
          user_id: id,
          online: false,
        } satisfies OnlineEvent);
    },
    endSessions: (who) => {
      const room = 'tokenId' in who ? tokenRoom(who.tokenId) : userRoom(who.userId);
      io.in(room).disconnectSockets(true);
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
    // The adapter may be reconnecting its LISTEN connection (after a database restart) as the app
    // closes; that connection is never released, and pool.end() would wait for it for ever.
    if (pool) await Promise.race([pool.end(), new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
  });
});
