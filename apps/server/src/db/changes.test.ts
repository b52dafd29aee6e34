import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/database';
import { changeFeed, type Statement } from './changes';
import type { Database } from './client';
import { startJobs } from './jobs';
import { articles, skillCategories, skills, users, userSkills } from './schema';

/** What the change feed reports, on the suite's database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
describe('the database reports what statements read and which tables committed writes changed', () => {
  let database: Database;
  let changes: string[][];
  let statements: Statement[];
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.migrate();
    database.changes.listen({
      changed: (tables) => changes.push([...tables].sort()),
      statement: (s) => statements.push(s),
    });
  });
  afterAll(() => database.close());
  const reset = () => {
    changes = [];
    statements = [];
  };

  it('a read names the tables it reads, joins and raw SQL included, and changes nothing', async () => {
    reset();
    await database.db
      .select({ id: articles.id })
      .from(articles)
      .innerJoin(users, eq(users.id, articles.ownerId))
      .where(sql`exists (select 1 from user_skills k where k.user_id = ${users.id})`);
    expect([...statements[0]!.reads].sort()).toEqual(['articles', 'user_skills', 'users']);
    expect(statements[0]!.writes).toEqual([]);
    // A row lock is not a write; a table outside the schema (the migrator's, pg-boss's) cannot be followed.
    await database.db.execute(sql`select id from users where id = 0 for update`);
    await database.db.execute(sql`select count(*) from drizzle.__drizzle_migrations`);
    expect(statements[1]!.writes).toEqual([]);
    expect(statements[2]!.foreign).toBe(true);
    expect(changes).toEqual([]);
  });

  it('a write outside a transaction is reported once it has finished, with what its triggers change', async () => {
    reset();
    const [captain] = await database.db.select({ id: users.id }).from(users).limit(1);
    expect(captain).toBeUndefined(); // an empty database: the seed is not run here
    const [person] = await database.db
      .insert(users)
      .values({
        email: 'changes@example.com',
        passwordHash: 'x',
        type: 'mentor',
        firstName: 'C',
        lastName: 'H',
      })
      .returning({ id: users.id });
    expect(changes).toEqual([['captain_features', 'users']]);
    // The trigger's function reads the skills and experiences tables; it writes only captain_features.
    await database.unwatched.insert(skillCategories).values({ id: 9000, name: 'Changes' });
    await database.unwatched.insert(skills).values({ id: 9000, categoryId: 9000, name: 'Changes' });
    await database.unwatched.insert(userSkills).values({ userId: person!.id, skillId: 9000 });
    reset();
    await database.db.delete(userSkills).where(eq(userSkills.userId, person!.id));
    expect(changes).toEqual([['captain_features', 'user_skills']]);
    // An update or delete that matched no rows changed nothing.
    reset();
    await database.db.update(users).set({ firstName: 'N' }).where(eq(users.id, -1));
    await database.db.execute(sql`delete from auth_tokens where user_id = -1`);
    expect(changes).toEqual([]);
  });

  it("a transaction's writes are reported when its commit has finished, and a rollback's never", async () => {
    reset();
    await database.db.transaction(async (tx) => {
      await tx.update(users).set({ firstName: 'D' }).where(eq(users.email, 'changes@example.com'));
      await tx.execute(sql`delete from auth_tokens where user_id = 0`);
      await tx.execute(sql`insert into skill_categories (id, name) values (9001, 'Changes')`);
      expect(changes).toEqual([]);
    });
    // The delete matched no rows: auth_tokens did not change.
    expect(changes).toEqual([['captain_features', 'skill_categories', 'users']]);
    reset();
    await expect(
      database.db.transaction(async (tx) => {
        await tx.update(users).set({ firstName: 'E' }).where(eq(users.email, 'changes@example.com'));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(changes).toEqual([]);
  });

  it("the job queue's statements go through watched connections: its writes are reported as pgboss", async () => {
    const jobs = await startJobs(database, { onError: (err) => expect.unreachable(err.message) });
    try {
      await jobs.queue('changes-test');
      reset();
      // Sent through pg-boss's own pool (PostgreSQL) or adapter (PGlite), not through `db`.
      await jobs.boss.send('changes-test', { n: 1 });
      expect(changes).toContainEqual(['pgboss']);
      expect(await jobs.pending('changes-test')).toBe(1);
      expect(statements.at(-1)).toMatchObject({ reads: ['pgboss'], foreign: false });
      // A multi-statement block (pg-boss's BEGIN; …; COMMIT) is one statement that writes.
      expect(changeFeed().classify('BEGIN; delete from pgboss.job where id = $1; COMMIT;')).toMatchObject({
        writes: ['pgboss'],
        counted: false,
      });
    } finally {
      await jobs.stop();
    }
  });

  it('writes through the unwatched handle are not reported (tests that change rows behind the server)', async () => {
    reset();
    await database.unwatched
      .update(users)
      .set({ firstName: 'F' })
      .where(eq(users.email, 'changes@example.com'));
    expect(changes).toEqual([]);
  });
});

describe("a statement's tables, from its text", () => {
  const { classify } = changeFeed();
  it('reads what it names; writes only its target; a qualified column is not a foreign table', () => {
    expect(classify('select extract(epoch from "events"."starts_at") from "events"')).toEqual({
      reads: ['events'],
      writes: [],
      foreign: false,
      counted: false,
    });
    expect(classify('select id from drizzle.__drizzle_migrations').foreign).toBe(true);
    expect(classify('select id, data from pgboss.job where name = $1')).toMatchObject({
      reads: ['pgboss'],
      foreign: false,
    });
    expect(classify('update "users" set "first_name" = $1 where "id" = $2')).toMatchObject({
      writes: ['users'],
      counted: true,
    });
    expect(
      classify(
        'insert into "chat_messages" ("body") select $1 from "conversation_members" where "user_id" = $2',
      ),
    ).toMatchObject({ writes: ['chat_messages'] });
    expect(
      classify(
        'with gone as (delete from "auth_tokens" where "expires_at" < now() returning 1) select count(*) from gone',
      ),
    ).toMatchObject({ writes: ['auth_tokens'], counted: false });
    expect(classify('select 1 from "users" where "id" = $1 for update').writes).toEqual([]);
    expect(classify('commit')).toEqual({ reads: [], writes: [], foreign: false, counted: false });
  });
});
