import { readdirSync } from 'node:fs';
import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './index';
import { TABLE_OWNERS } from './owners';

const modules = readdirSync(new URL('../../modules', import.meta.url), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);
const tables = Object.entries(schema)
  .filter(([, value]) => is(value, PgTable))
  .map(([name]) => name)
  .sort();

describe('table ownership (db/schema/owners.ts)', () => {
  it('gives every table of the schema exactly one owner, and names only tables', () => {
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual(tables);
  });

  it('names only modules that exist (or db, for the platform)', () => {
    const unknown = Object.entries(TABLE_OWNERS).filter(([, m]) => m !== 'db' && !modules.includes(m));
    expect(unknown).toEqual([]);
  });
});
