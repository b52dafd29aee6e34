import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import type { Jobs } from './db/jobs';
import type { RecentReads } from './lib/recent-reads';
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
  /** Answers remembered while what they were read from is unchanged (decision 0021). */
  recentReads: RecentReads;
  /** Ends the sockets of sessions that ended (logout, password change or reset, suspension). */
  liveSessions: LiveSessions;
}
