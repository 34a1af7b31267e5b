/**
 * Prepared queries whose SQL is built once: hot paths skip rebuilding their statement's text on every request
 * and let PostgreSQL reuse the statement. `preparedPer` keeps one query per database; `preparedInTransactions`
 * one text for statements that run inside transactions; `literal` writes the code's constants into the text
 * (decision 0112).
 */
import { type Query, type SQL, sql } from 'drizzle-orm';
import type { PgPreparedQuery, PreparedQueryConfig, SelectedFieldsOrdered } from 'drizzle-orm/pg-core';
import type { Database, Executor } from './client';

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

/** What drizzle's prepared queries (postgres.js's and PGlite's alike) keep besides their text. */
interface PreparedParts {
  fields?: SelectedFieldsOrdered;
  joinsNotNullableMap?: Record<string, boolean>;
}

/**
 * A statement run on any executor — a transaction's too — with its SQL built once for the process. Drizzle
 * binds a prepared query to the session it was built on, and every transaction has a session of its own, so
 * `.prepare()` inside a transaction built the statement's text anew each time (the investment batch's five
 * CTEs: 160 µs a batch). The first call builds and prepares `build`'s query on its executor; every later one
 * hands the same text, placeholders and result fields to its executor's session under `name`, as `.prepare()`
 * does. The text is the dialect's, the same for both databases.
 */
export function preparedInTransactions<P extends PgPreparedQuery<PreparedQueryConfig>>(
  name: string,
  build: (db: Executor) => { prepare(name: string): P },
): (db: Executor) => P {
  let template: ({ query: Query } & PreparedParts) | undefined;
  return (db) => {
    if (!template) {
      const first = build(db).prepare(name);
      const { fields, joinsNotNullableMap } = first as unknown as PreparedParts;
      template = { query: first.getQuery(), fields, joinsNotNullableMap };
      return first;
    }
    // Result rows as arrays, mapped by the fields: what drizzle's query builders ask their session for.
    const prepared = db._.session.prepareQuery(template.query, template.fields, name, true);
    return Object.assign(prepared, { joinsNotNullableMap: template.joinsNotNullableMap }) as unknown as P;
  };
}

/**
 * A constant of the code written into a statement's text instead of sent as a parameter. PostgreSQL plans a
 * prepared statement for its parameters' values five times and then keeps its generic plan only if that is
 * estimated no dearer; a constant sent as a parameter (a twelve-month window, a limit, a setting's default)
 * makes the generic plan's estimates worse than the custom ones', and the statement is then planned anew on
 * every run — for the investment batch 1.1 ms a batch, while the issuers' locks were held (decision 0112).
 * Strings are quoted (standard-conforming: only `'` is doubled); numbers must be finite.
 */
export function literal(value: string | number | boolean): SQL {
  if (typeof value === 'boolean') return sql.raw(value ? 'true' : 'false');
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return sql.raw(String(value));
  }
  return sql.raw(`'${value.replaceAll("'", "''")}'`);
}
