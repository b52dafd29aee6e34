import type { FastifyBaseLogger } from 'fastify';
import { BUSINESS_STATUSES } from '@keh/contracts';
import type { Storage } from '../../lib/storage/storage';
import type { Db } from '../client';
import { seedReference } from './reference';
import { seedDemo } from './demo';

export interface SeedOptions {
  demo: boolean;
  log: FastifyBaseLogger;
  /** Where the demo articles' covers are stored; without it the demo has no articles. */
  storage?: Storage;
}

/**
 * Reference data (services, skills, the questionnaire…) is seeded into any database that lacks it,
 * production included; demo accounts and content only into an empty database in demo mode.
 */
export async function seedDatabase(db: Db, opts: SeedOptions) {
  if (await seedReference(db, BUSINESS_STATUSES)) opts.log.info('seeded reference data');
  if (opts.demo && (await seedDemo(db, opts.storage)))
    opts.log.info('seeded demo accounts (password Password12)');
}
