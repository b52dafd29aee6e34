import { describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { openDatabase } from './client';
import { namingPglite } from './pglite-statements';
import { rowsOf } from './rows';
import { PLAN_EACH_CALL } from './statement-names';

const prepared = async (db: PGlite) =>
  (
    await db.query<{ statement: string }>('select statement from pg_prepared_statements order by statement')
  ).rows.map((r) => r.statement);

describe('statements prepared once on the embedded database', () => {
  it('prepares a text once, answers as the plain driver does, and leaves planFor texts unnamed', async () => {
    const plain = new PGlite();
    const named = new (namingPglite(PGlite))();
    try {
      const text = `select $1::text as t, $2::int as n, $3::timestamptz as at, $4::int[] as ids, $5::jsonb as doc,
        $6::boolean as yes, $7::text as none, $8::bytea as bin`;
      const values = [
        "O'Brien \\ back\\slash, $1 and 'quotes'",
        42,
        new Date('2026-11-27T12:00:00Z'),
        [1, 2, 3],
        { a: "it's", b: [1, null] },
        true,
        null,
        new Uint8Array([0, 1, 92, 39, 255]),
      ];
      for (let i = 0; i < 3; i++)
        expect((await named.query(text, values)).rows).toEqual((await plain.query(text, values)).rows);
      await named.query(`select $1::int ${PLAN_EACH_CALL} + 1 as n`, [1]);
      expect(await prepared(named)).toEqual([`prepare keh_0 as ${text}`]);
      // Writes report their rows as before.
      await named.exec('create table t (id int)');
      const insert = await named.query('insert into t select g from generate_series(1, $1::int) g', [3]);
      expect(insert.affectedRows).toBe(3);
    } finally {
      await plain.close();
      await named.close();
    }
  });

  it('answers right when texts lose their names to newer ones (a table of one)', async () => {
    const db = new (namingPglite(PGlite, 1))();
    try {
      for (const n of [1, 2, 3]) {
        expect((await db.query('select $1::int as a', [n])).rows).toEqual([{ a: n }]);
        expect((await db.query('select $1::int * 10 as b', [n])).rows).toEqual([{ b: n * 10 }]);
      }
      await expect(db.query('select $1::int from nowhere', [1])).rejects.toThrow(/nowhere/);
      expect((await db.query('select $1::int as a', [7])).rows).toEqual([{ a: 7 }]);
    } finally {
      await db.close();
    }
  });

  it('runs generic plans in the embedded database the server opens', async () => {
    const d = await openDatabase({ dataDir: null });
    try {
      const [mode] = await rowsOf<{ plan_cache_mode: string }>(d.db, sql`show plan_cache_mode`);
      expect(mode!.plan_cache_mode).toBe('force_generic_plan');
    } finally {
      await d.close();
    }
  });
});
