import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from './client';

/** A placeholder as an SQL fragment, for the SQL twins and read models that take SQL values. */
export const param = (name: string): SQL => sql`${sql.placeholder(name)}`;

/**
 * A number written into a statement's text instead of sent as a parameter: a page's limit and
 * offset (decision 0041). Every statement runs its generic plan, and a generic plan takes an
 * unknown limit for a tenth of the rows, so over a large table it sorts every row where it would
 * walk an index for the one page it needs (the staff console's people list over 55,000 people:
 * 42 ms against 0.15). Only a checked whole number is written.
 */
export function inText(n: number): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole number to write: ${n}`);
  return sql.raw(String(n)) as unknown as number;
}

/**
 * The name to give Drizzle's `.prepare()` for a query built per shape: none of its own, so the pool
 * names it after its text (statement-names.ts) and each text is prepared once per connection.
 */
export const NAMED_BY_TEXT = undefined as unknown as string;

/**
 * A query built once per database handle (decision 0026) instead of on every call: Drizzle
 * assembles the SQL once, and on PostgreSQL the statement is prepared under `name` on each pooled
 * connection, so it is parsed and planned once there too. Values go in as `sql.placeholder`s.
 */
export function preparedQuery<T>(build: (db: DbOrTx, name: string) => T, name: string): (db: DbOrTx) => T {
  const one = preparedShapes(
    (db: DbOrTx) => build(db, name),
    () => name,
    1,
  );
  return (db) => one(db, null);
}

/**
 * Queries built once per database handle and shape (decision 0039), for a statement whose text
 * depends on a few choices (which filters are set, a page written in): `key` names the shape, and
 * `build` writes its query with every value a `sql.placeholder`. The pool names each text once
 * (statement-names.ts). At most `capacity` shapes are kept per handle, the oldest first out.
 */
export function preparedShapes<S, T>(
  build: (db: DbOrTx, shape: S) => T,
  key: (shape: S) => string,
  capacity = 200,
): (db: DbOrTx, shape: S) => T {
  const built = new WeakMap<DbOrTx, Map<string, T>>();
  return (db, shape) => {
    let shapes = built.get(db);
    if (!shapes) built.set(db, (shapes = new Map()));
    const k = key(shape);
    let query = shapes.get(k);
    if (query === undefined) {
      if (shapes.size >= capacity) shapes.delete(shapes.keys().next().value!);
      shapes.set(k, (query = build(db, shape)));
    }
    return query;
  };
}
