import { readdirSync, readFileSync } from 'node:fs';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './index';
import { TABLE_OWNERS } from './owners';

const modulesDir = new URL('../../modules/', import.meta.url);
const modules = readdirSync(modulesDir, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);
const tables = (Object.entries(schema) as [string, unknown][]).filter((entry): entry is [string, PgTable] =>
  is(entry[1], PgTable),
);
const owners: Record<string, string> = TABLE_OWNERS;

/**
 * The two modules that reach over every table in plain SQL by design (docs/ARCHITECTURE.md):
 * the programme overview (reads only) and privacy's erasure, export and retention (decision 0033).
 */
const PLAIN_SQL_OVER_ALL = /^(overview\/|privacy\/(erasure|export-read-model|retention|deletion-facts)\.)/;

describe('table ownership (db/schema/owners.ts)', () => {
  it('gives every table of the schema exactly one owner, and names only tables', () => {
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual(tables.map(([name]) => name).sort());
  });

  it('names only modules that exist (or db, for the platform)', () => {
    const unknown = Object.entries(TABLE_OWNERS).filter(([, m]) => m !== 'db' && !modules.includes(m));
    expect(unknown).toEqual([]);
  });

  // The lint sees imports; this sees table names written in plain SQL (`from x`, `join x`…).
  it("has no module name another's table in plain SQL (its owner's read model does)", () => {
    const ownerOf = new Map(tables.map(([name, table]) => [getTableName(table), owners[name]]));
    const found: string[] = [];
    for (const module of modules) {
      for (const file of readdirSync(new URL(`${module}/`, modulesDir))) {
        if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
        if (PLAIN_SQL_OVER_ALL.test(`${module}/${file}`)) continue;
        const text = readFileSync(new URL(`${module}/${file}`, modulesDir), 'utf8');
        for (const [, table] of text.matchAll(/\b(?:from|join|into|update)\s+([a-z_]+)\b/g)) {
          const owner = ownerOf.get(table!);
          if (owner && owner !== module) found.push(`${module}/${file}: ${table} (${owner}'s)`);
        }
      }
    }
    expect([...new Set(found)]).toEqual([]);
  });
});
