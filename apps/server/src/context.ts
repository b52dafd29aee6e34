import type { FastifyBaseLogger } from 'fastify';
import type { ChangedEvent, ChatMessage } from '@keh/contracts';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import type { Jobs } from './db/jobs';
import type { Mailer } from './lib/mail/mailer';
import type { Storage } from './lib/storage/storage';

/**
 * Live connections (the realtime plugin, decision 0017): a session that ends must end its sockets
 * too, on every process. Called once the revocation has committed.
 */
export interface LiveSessions {
  /** `{ tokenId }`: the sockets opened with that token end; `{ userId }`: all of that person's. */
  end(who: { tokenId: number } | { userId: number }): void;
}

/** What services need from the running app; routes pass `app` itself. */
export interface AppContext {
  db: Db;
  mailer: Mailer;
  jobs: Jobs;
  storage: Storage;
  config: AppConfig;
  log: FastifyBaseLogger;
  /** Tells people's open pages what changed, over their sockets (decision 0026). */
  live: LiveChanges;
  /** Ends the sockets of sessions that ended (logout, password change or reset, suspension). */
  liveSessions: LiveSessions;
  /** Delivers new chat messages and conversations to their members' sockets; who is online. */
  liveChat: LiveChat;
}

/**
 * Where new chat messages go live (the realtime plugin, decision 0017), on every process. On the
 * context so that every chat service — a route's, a job's, sign-up's — delivers what it stores.
 */
export interface LiveChat {
  message(conversationId: number, message: ChatMessage): void;
  /** A new conversation (or one open again after an unblock): its members' sockets join its room. */
  conversationCreated(conversationId: number, memberIds: number[]): void;
  /** A conversation closed by a block: its members' sockets leave its room. */
  conversationClosed(conversationId: number, memberIds: number[]): void;
  /** Whether the person has a socket on this process (an article's author card). */
  isOnline(userId: number): boolean;
}

/**
 * What services may push (the realtime plugin behind it): a small `changed` event to the people
 * named, after the change has committed. Never content: the client reads it through the API.
 */
export interface LiveChanges {
  changed(userIds: readonly number[], event: ChangedEvent): void;
}
