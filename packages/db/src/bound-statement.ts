import { createHash } from 'node:crypto';
import { sql, type Placeholder, type Query, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './connection.ts';

/** A placeholder for each value a statement is bound with, named after it. */
export type Placeholders<V> = { readonly [K in keyof V & string]: Placeholder<K> };

const dialect = new PgDialect();

/**
 * A statement composed and compiled once, then only bound to each call's values, and on PostgreSQL prepared once
 * per connection under a name of its own: for the statements run for every document posted, where composing the
 * drizzle fragments of the same text again cost node more than sending it.
 */
export function boundStatement<V extends object, R extends Record<string, unknown>>(
  build: (values: Placeholders<V>) => SQL,
): (db: Executor, values: V) => Promise<R[]> {
  // Every property read is a placeholder of that name; the statement's own text names the values it binds.
  const placeholders = new Proxy({}, { get: (_, name) => sql.placeholder(String(name)) }) as Placeholders<V>;
  const query: Query = dialect.sqlToQuery(build(placeholders));
  const name = `b${createHash('sha1').update(query.sql).digest('hex').slice(0, 20)}`;
  return async (db, values) => {
    const bound: Record<keyof V & string, unknown> = values;
    const result = (await db._.session.prepareQuery(query, undefined, name, false).execute(bound)) as { rows: R[] };
    return result.rows;
  };
}
