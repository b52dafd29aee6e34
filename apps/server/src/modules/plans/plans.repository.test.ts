import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { tasks } from '../../db/schema';
import { openTestDatabase } from '../../test/database';
import { usersRepository } from '../users/users.repository';
import { isTaskDone, taskDoneSql, plansRepository } from './plans.repository';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
});
afterAll(() => database.close());

describe('when a task is done (decision 0015)', () => {
  it('the SQL twin answers as isTaskDone() for every tick and verdict', async () => {
    const cases = [false, true].flatMap((menteeDone) =>
      [null, true, false].map((mentorDone) => ({ menteeDone, mentorDone })),
    );
    const db = database.db;
    const captain = await usersRepository(db).insert({
      type: 'mentor',
      email: 'twin@example.com',
      passwordHash: 'x',
      firstName: 'Twin',
      lastName: 'Test',
    });
    const repo = plansRepository(db);
    const template = await repo.insertTemplate(captain.id, 'Twin');
    const m = await repo.insertMilestone(
      { templateId: template.id },
      { milestoneName: 'All cases' },
      cases.map((_, i) => `Case ${i}`),
    );
    const rows = await repo.tasksOf([m.id]);
    for (const [i, c] of cases.entries()) await db.update(tasks).set(c).where(eq(tasks.id, rows[i]!.id));
    const fromSql = await db
      .select({ done: taskDoneSql })
      .from(tasks)
      .where(eq(tasks.milestoneId, m.id))
      .orderBy(asc(tasks.position));
    expect(fromSql.map((r) => r.done)).toEqual(cases.map(isTaskDone));
    // The Captain's verdict wins; without one the Member's tick decides.
    expect(isTaskDone({ menteeDone: true, mentorDone: false })).toBe(false);
    expect(isTaskDone({ menteeDone: false, mentorDone: true })).toBe(true);
    expect(isTaskDone({ menteeDone: true, mentorDone: null })).toBe(true);
  });
});
