// Bulk data for bench/requests.ts: CAPTAINS captains and MEMBERS members with skills, specialisms,
// experience, sectors, locations and answers, inserted straight into the database in batches.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { seedDatabase } from '../apps/server/src/db/seed';
import * as s from '../apps/server/src/db/schema';
import { hashPassword } from '../apps/server/src/lib/crypto';

const PLACES = [
  'Leeds, West Yorkshire',
  'York, North Yorkshire',
  'Plymouth, Devon',
  'Bristol, Bristol',
  'Aldershot, Hampshire',
  'Colchester, Essex',
  'Catterick, North Yorkshire',
  'Cardiff, South Glamorgan',
  'Glasgow, Lanarkshire',
  'Manchester, Greater Manchester',
];

/** A small deterministic generator, so every run seeds the same data. */
function rng(seed: number) {
  let x = seed;
  return () => (x = (x * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

export async function seedLarge(opts: {
  url?: string | null;
  dataDir?: string | null;
  captains: number;
  members: number;
}) {
  const database = await openDatabase({ url: opts.url, dataDir: opts.dataDir });
  await database.migrate();
  const log = { info: () => undefined } as never;
  await seedDatabase(database.db, { demo: true, log });
  const { db } = database;
  const r = rng(42);
  const pick = <T>(xs: T[]) => xs[Math.floor(r() * xs.length)]!;
  const [skills, specs, sectors, questions] = await Promise.all([
    db.select({ id: s.skills.id }).from(s.skills),
    db.select({ id: s.businessSpecializations.id }).from(s.businessSpecializations),
    db.select({ id: s.businessSectors.id }).from(s.businessSectors),
    db.select({ id: s.assessQuestions.id }).from(s.assessQuestions),
  ]);
  const passwordHash = await hashPassword('Password12');
  const batch = 500;

  async function people(type: 'mentor' | 'mentee', count: number) {
    for (let start = 0; start < count; start += batch) {
      const rows = Array.from({ length: Math.min(batch, count - start) }, (_, i) => ({
        type,
        email: `bench.${type}.${start + i}@example.com`,
        passwordHash,
        firstName: 'Bench',
        lastName: `${type === 'mentor' ? 'Captain' : 'Member'} ${start + i}`,
        location: pick(PLACES),
        businessSectorId: pick(sectors).id,
        menteesLimit: type === 'mentor' ? 1 + Math.floor(r() * 5) : null,
        disableMentoringRequests: type === 'mentor' && r() < 0.1,
      }));
      const ids = await db.insert(s.users).values(rows).returning({ id: s.users.id });
      const skillRows = ids.flatMap(({ id }) =>
        [...new Set(Array.from({ length: 5 }, () => pick(skills).id))].map((skillId) => ({
          userId: id,
          skillId,
        })),
      );
      await db.insert(s.userSkills).values(skillRows);
      if (type === 'mentor') {
        const specRows = ids.flatMap(({ id }) =>
          [...new Set([pick(specs).id, pick(specs).id])].map((specializationId) => ({
            userId: id,
            specializationId,
          })),
        );
        await db.insert(s.userSpecializations).values(specRows);
        await db.insert(s.experiences).values(
          ids.map(({ id }) => ({
            userId: id,
            companyName: 'Bench Ltd',
            practice: 'Director',
            startDate: `${1990 + Math.floor(r() * 30)}-01-01`,
            current: true,
          })),
        );
      } else {
        await db
          .insert(s.assessmentAnswers)
          .values(
            ids
              .filter(() => r() < 0.5)
              .flatMap(({ id }) =>
                questions.map((q) => ({ userId: id, questionId: q.id, answer: 1 + Math.floor(r() * 3) })),
              ),
          );
      }
    }
  }
  await people('mentor', opts.captains);
  await people('mentee', opts.members);
  // The row triggers rewrote each captain's facts once per skill, specialism and role, so the
  // bulk load left captain_features about 8× its live size (9.5 MB for 1.2 MB of rows: a seq scan
  // read 1,162 pages instead of 153). A programme's table never grows so: it changes one profile
  // edit at a time and autovacuum reuses the space. So it is rewritten compactly (VACUUM FULL),
  // and the rest is left as autovacuum would soon leave it (statistics, visibility map).
  await db.execute(sql`vacuum (full, analyze) captain_features`);
  await db.execute(sql`vacuum analyze`);
  await database.close();
}
