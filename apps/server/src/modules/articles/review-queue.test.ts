import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { openTestDatabase } from '../../test/database';
import { preparedPlan } from '../../test/plans';
import { articlesRepository } from './articles.repository';

/**
 * The moderators' review queue on PostgreSQL's generic plans (decision 0041): "pending" is written
 * into the statement, so the plan can take the partial index of the pending articles instead of
 * reading every article. Plans are PostgreSQL's: skipped on PGlite.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('the review queue on a generic plan', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.migrate();
    await database.db.execute(sql`
      insert into users (type, email, password_hash, first_name, last_name)
      values ('mentor', 'author@example.com', 'x', 'An', 'Author')`);
    await database.db.execute(sql`
      insert into articles (owner_id, status, submitted_at, created_at, updated_at)
      select (select min(id) from users), case when g % 250 = 0 then 'pending' else 'draft' end,
             timestamptz '2026-01-01' + g * interval '1 hour', now(), now()
      from generate_series(1, 5000) g`);
    await database.db.execute(sql`analyze articles`);
  });
  afterAll(() => database.close());

  it('counts the queue through the index of pending articles', async () => {
    await database.db.transaction(async (tx) => {
      const queue = await articlesRepository(tx).pending(20, 0);
      expect(queue.total).toBe(20);
      const count = await preparedPlan(tx, 'select count(*) from "articles" where%');
      expect(count).toContain('articles_pending_idx');
      expect(count).not.toContain('Seq Scan');
    });
  });
});
