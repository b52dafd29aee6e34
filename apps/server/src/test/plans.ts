import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { rowsOf } from '../db/rows';

/**
 * The plan PostgreSQL keeps for a statement the pool prepared on this connection (its generic
 * plan, decision 0041), found by its text (`like`), as EXPLAIN prints it. Run it in the transaction
 * that ran the statement, so both are on one connection. A generic plan is the same whatever the
 * values, so its parameters are given as nulls.
 */
export async function preparedPlan(tx: DbOrTx, like: string): Promise<string> {
  const found = await rowsOf<{ name: string; params: number }>(
    tx,
    sql`select name, coalesce(cardinality(parameter_types), 0)::int as params
        from pg_prepared_statements where statement like ${like}`,
  );
  if (found.length !== 1) throw new Error(`${found.length} prepared statements are like ${like}`);
  const { name, params } = found[0]!;
  const values = params ? `(${Array.from({ length: params }, () => 'null').join(', ')})` : '';
  const plan = await rowsOf<{ 'QUERY PLAN': string }>(tx, sql.raw(`explain execute ${name}${values}`));
  return plan.map((r) => r['QUERY PLAN']).join('\n');
}
