import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { openTestDatabase } from '../../test/database';
import { preparedPlan } from '../../test/plans';
import { usersRepository } from './users.repository';

/**
 * The staff console's people list on PostgreSQL's generic plans (decision 0041): the page's numbers
 * and the list's fixed value are written into the statement, so the plan walks the newest-first
 * index for the page instead of reading and sorting everyone. Plans are PostgreSQL's: skipped on PGlite.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('the people list on a generic plan', () => {
  let database: Database;
  // Everyone active, as in a young programme: a generic plan then takes `status <> $1` for no one at
  // all, and with a parameter for the page sorted them all rather than walk the index.
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.migrate();
    await database.db.execute(sql`
      insert into users (type, email, password_hash, status, first_name, last_name, created_at)
      select case when g % 10 = 0 then 'mentor' else 'mentee' end, 'person' || g || '@example.com', 'x',
             'active', 'Person', 'Number ' || g, timestamptz '2026-01-01' + g * interval '1 hour'
      from generate_series(1, 5000) g`);
    await database.db.execute(sql`
      update users set change_questionnaire_request_status = 'pending' where type = 'mentee' and id % 100 = 1`);
    await database.db.execute(sql`analyze users`);
  });
  afterAll(() => database.close());

  it('pages the people newest first by walking the index, not by sorting everyone', async () => {
    const expected = await rowsOf<{ id: number }>(
      database.db,
      sql`select id from users where status <> 'erased' order by created_at desc, id desc limit 20 offset 40`,
    );
    await database.db.transaction(async (tx) => {
      const page = await usersRepository(tx).search({}, 20, 40);
      expect(page.rows.map((r) => r.user.id)).toEqual(expected.map((r) => r.id));
      const [everyone] = await rowsOf<{ n: number }>(
        tx,
        sql`select count(*)::int as n from users where status <> 'erased'`,
      );
      expect(page.total).toBe(everyone!.n);
      const plan = await preparedPlan(tx, '%from "users"%order by "users"."created_at" desc%');
      expect(plan).toContain('Index Scan using users_created_idx');
      expect(plan).not.toContain('Sort');
    });
  });

  it('reads the Members asking to change their questionnaire through the index of pending requests', async () => {
    await database.db.transaction(async (tx) => {
      const asking = await usersRepository(tx).pendingChangeRequests();
      expect(asking.length).toBeGreaterThan(0);
      expect(asking.every((r) => r.user.changeQuestionnaireRequestStatus === 'pending')).toBe(true);
      const plan = await preparedPlan(tx, '%where%"change_questionnaire_request_status" = %');
      expect(plan).toContain('users_change_pending_idx');
      expect(plan).not.toContain('Seq Scan on users');
    });
  });
});
