import { getTableColumns, getTableName, type Table } from 'drizzle-orm';
import { QueryBuilder, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';

const qb = new QueryBuilder();

/**
 * A read-only view of some of a table's columns, for another module to join (table ownership,
 * docs/ARCHITECTURE.md): `(select <columns> from <table>) "<alias>"`. PostgreSQL pulls such a plain
 * subquery up into the outer query, so a join through it is planned as a join on the table itself:
 * no extra statement, no extra work. It keeps the table's name by default, so SQL reads the same.
 * Inside raw `sql` fragments qualify its columns (Drizzle writes them bare there).
 */
export function viewOf<C extends Record<string, PgColumn>, A extends string>(
  table: PgTable,
  columns: C,
  alias?: A,
) {
  return qb
    .select(columns)
    .from(table)
    .as((alias ?? getTableName(table)) as A);
}

/** Every column of a table, to pass to `viewOf`. */
export const allColumns = <T extends Table>(table: T) => getTableColumns(table);

/** Some of a view's columns as a selection (a view is not itself a selectable object). */
export const pick = <S extends object, K extends keyof S>(view: S, keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, view[k]])) as Pick<S, K>;
