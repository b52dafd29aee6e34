import type { FastifyBaseLogger } from 'fastify';
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
}
