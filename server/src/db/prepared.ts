/**
 * Prepared queries, built once per database: hot read paths (dashboard, activity log) skip rebuilding
 * their SQL on every request and let PostgreSQL reuse the statement.
 */
import type { Database } from './client';

export function preparedPer<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
