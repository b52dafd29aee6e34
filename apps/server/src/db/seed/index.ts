import type { FastifyBaseLogger } from 'fastify';
import { BUSINESS_STATUSES } from '@keh/contracts';
import type { Db } from '../client';
import { seedReference } from './reference';
import { seedDemo } from './demo';

/**
 * Reference data (services, skills, the questionnaire…) is seeded into any database that lacks it,
 * production included; demo accounts and content only into an empty database in demo mode.
 */
export async function seedDatabase(db: Db, opts: { demo: boolean; log: FastifyBaseLogger }) {
  if (await seedReference(db, BUSINESS_STATUSES)) opts.log.info('seeded reference data');
  if (opts.demo && (await seedDemo(db))) opts.log.info('seeded demo accounts (password Password12)');
}
