import type { SQL } from 'drizzle-orm';
import type { Executor } from './connection.ts';

/**
 * Rows of a raw SQL query on either engine. PGlite and node-postgres both answer `{ rows }`, but the shared
 * drizzle type cannot say so, hence the one cast kept here.
 */
export async function queryRows<T extends Record<string, unknown>>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Ids or amounts as one array literal parameter (`${arrayParameter(ids)}::bigint[]`, `...::numeric[]`): a statement
 * over thousands of rows binds one parameter a column, not one a value. Only for numbers and plain decimal strings.
 */
export function arrayParameter(values: readonly (string | number)[]): string {
  return `{${values.join(',')}}`;
}
