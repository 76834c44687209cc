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
