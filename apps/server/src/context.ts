import type { FastifyBaseLogger } from 'fastify';
import type { ChangedEvent } from '@keh/contracts';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import type { Jobs } from './db/jobs';
import type { Mailer } from './lib/mail/mailer';
import type { Storage } from './lib/storage/storage';

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
}

/**
 * What services may push (the realtime plugin behind it): a small `changed` event to the people
 * named, after the change has committed. Never content: the client reads it through the API.
 */
export interface LiveChanges {
  changed(userIds: readonly number[], event: ChangedEvent): void;
}
