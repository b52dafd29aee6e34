import { describe, expect, it } from 'vitest';
import { namingClient, PLAN_EACH_CALL } from './statement-names';

const url = process.env.TEST_DATABASE_URL;

/** The pool's client on a real PostgreSQL server (the suite's PostgreSQL run; skipped on PGlite). */
describe.skipIf(!url)('statement names on PostgreSQL', () => {
  it('prepares a statement once by its text, and plans one marked PLAN_EACH_CALL every call', async () => {
    const Client = namingClient();
    const c = new Client({ connectionString: url });
    await c.connect();
    try {
      for (const n of [1, 2, 3]) {
        expect((await c.query({ text: 'select $1::int + 1 as n' }, [n])).rows).toEqual([{ n: n + 1 }]);
        await c.query({ text: `select $1::int ${PLAN_EACH_CALL} + 2 as n` }, [n]);
      }
      const { rows } = await c.query<{ statement: string }>(
        "select statement from pg_prepared_statements where statement like 'select $1::int%'",
      );
      expect(rows.map((r) => r.statement)).toEqual(['select $1::int + 1 as n']);
    } finally {
      await c.end();
    }
  });

  it('answers right when texts lose their names to newer ones (a table of one)', async () => {
    const Client = namingClient(1);
    const c = new Client({ connectionString: url });
    await c.connect();
    try {
      for (const n of [1, 2, 3]) {
        expect((await c.query({ text: 'select $1::int as a' }, [n])).rows).toEqual([{ a: n }]);
        expect((await c.query({ text: 'select $1::int * 10 as b' }, [n])).rows).toEqual([{ b: n * 10 }]);
      }
    } finally {
      await c.end();
    }
  });
});
