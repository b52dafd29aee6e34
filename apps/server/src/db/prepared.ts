import type { DbOrTx } from './client';

/**
 * A query built once per database handle (decision 0026) instead of on every call: Drizzle
 * assembles the SQL once, and on PostgreSQL the statement is prepared under `name` on each pooled
 * connection, so it is parsed and planned once there too. Values go in as `sql.placeholder`s.
 */
export function preparedQuery<T>(build: (db: DbOrTx, name: string) => T, name: string): (db: DbOrTx) => T {
  const built = new WeakMap<DbOrTx, T>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db, name);
      built.set(db, query);
    }
    return query;
  };
}
