import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { BUSINESS_STATUSES } from '@keh/contracts';
import type { Storage } from '../../lib/storage/storage';
import type { Db } from '../client';
import { users } from '../schema';
import { seedReference } from './reference';

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
  if (!opts.demo) return;
  // The demo's modules (pictures drawn through @dicebear and sharp) load only into an empty database.
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return;
  if (await (await import('./demo')).seedDemo(db, opts.storage))
    opts.log.info('seeded demo accounts (password Password12)');
}
