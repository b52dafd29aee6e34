import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { openTestDatabase } from '../../test/database';
import { captainAvailableSql, isCaptainAvailable } from './users.repository';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('captain availability', () => {
  it('the SQL twin answers as isCaptainAvailable() for every case', async () => {
    const cases = [true, false].flatMap((disabled) =>
      [null, 0, 1, 3, 5].flatMap((limit) =>
        [0, 1, 2, 3, 5, 6].map((active) => ({ disabled, active, limit })),
      ),
    );
    const rows = sql.join(
      cases.map((c, i) => sql`(${i}::int, ${c.disabled}::boolean, ${c.active}::int, ${c.limit}::int)`),
      sql`, `,
    );
    const col = (name: string) => sql.raw(`c.${name}`);
    const result = await database.db.execute(sql`
      select i, ${captainAvailableSql({ disabled: col('disabled'), active: col('active'), limit: col('lim') })} as available
      from (values ${rows}) as c(i, disabled, active, lim) order by i`);
    const fromSql = (result as unknown as { rows: { available: boolean }[] }).rows.map((r) => r.available);
    expect(fromSql).toEqual(cases.map(isCaptainAvailable));
    // Both sides of the rule are exercised.
    expect(new Set(fromSql)).toEqual(new Set([true, false]));
  });
});
