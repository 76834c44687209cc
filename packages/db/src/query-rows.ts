import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
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

/** `count` new ids of a table's own sequence, taken before its rows are written, so each is known to be its row's. */
export async function nextIds(db: Executor, table: PgTable, count: number): Promise<number[]> {
  const rows = await queryRows<{ id: string | number }>(
    db,
    sql`select nextval(pg_get_serial_sequence(${getTableName(table)}, 'id')) as id from generate_series(1, ${count}::int)`,
  );
  return rows.map((row) => Number(row.id));
}

/** A value as the JSON of `insertRows` carries it: arrays and JSON columns as JSON, times as ISO text. */
function jsonValueOf(column: AnyPgColumn, value: unknown): unknown {
  if (value === null || Array.isArray(value) || column.dataType === 'json') return value;
  if (value instanceof Date) return value.toISOString();
  return column.mapToDriverValue(value);
}

/**
 * Writes many rows of a table with one statement a shape, their values in one JSON parameter: drizzle's own
 * multi-row insert binds a parameter a value and spends more time composing the statement than the database
 * spends writing it (some 0.15 ms a row of sixty columns). Rows are grouped by the columns they give, so that a
 * column a row leaves out takes its default as in the row's own insert. Nothing is read back.
 */
export async function insertRows(db: Executor, table: PgTable, rows: readonly Record<string, unknown>[]): Promise<void> {
  const columns = Object.entries(getTableColumns(table)) as [string, AnyPgColumn][];
  const shapes = new Map<string, Record<string, unknown>[]>();
  for (const row of rows) {
    const shape = columns.map(([key]) => (row[key] === undefined ? '0' : '1')).join('');
    shapes.set(shape, [...(shapes.get(shape) ?? []), row]);
  }
  for (const same of shapes.values()) {
    const [first = {}] = same;
    const given = columns.filter(([key]) => first[key] !== undefined);
    const json = JSON.stringify(same.map((row) => Object.fromEntries(given.map(([key, column]) => [column.name, jsonValueOf(column, row[key])]))));
    const names = sql.join(
      given.map(([, column]) => sql.identifier(column.name)),
      sql`, `,
    );
    const types = sql.join(
      given.map(([, column]) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`),
      sql`, `,
    );
    await db.execute(sql`insert into ${table} (${names}) select ${names} from jsonb_to_recordset(${json}::jsonb) as x(${types})`);
  }
}
