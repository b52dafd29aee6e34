import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { inText } from './prepared';

describe('a number written into a statement (decision 0041)', () => {
  it('writes a whole number into the text, not as a parameter, and refuses anything else', () => {
    const query = new PgDialect().sqlToQuery(sql`select 1 limit ${inText(20)} offset ${inText(0)}`);
    expect(query).toMatchObject({ sql: 'select 1 limit 20 offset 0', params: [] });
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60])
      expect(() => inText(bad)).toThrow(RangeError);
  });
});
