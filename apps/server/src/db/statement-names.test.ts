import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from './client';
import { rowsOf } from './rows';
import { namingClient, PLAN_EACH_CALL, planFor } from './statement-names';

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

  it("runs generic plans on the pool's connections, and writes a planFor value as a safe literal", async () => {
    const d = await openDatabase({ url, poolSize: 1 });
    try {
      const mode = await rowsOf<{ plan_cache_mode: string }>(d.db, sql`show plan_cache_mode`);
      expect(mode[0]!.plan_cache_mode).toBe('force_generic_plan');
      expect((await rowsOf<{ jit: string }>(d.db, sql`show jit`))[0]!.jit).toBe('off');
      for (const value of ["O'Brien", 'back\\slash', "'); drop table users; --", '$1 ?']) {
        const r = await rowsOf<{ v: string }>(d.db, sql`select ${planFor(value)}::text as v`);
        expect(r[0]!.v).toBe(value);
      }
    } finally {
      await d.close();
    }
  });
});
