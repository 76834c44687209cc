import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Executor } from '@hesab/db';

/** A field as a definition names it: a resource's field, a document's header field or line column alike. */
export interface NamedField {
  name: string;
  readOnly?: boolean;
}

/** The columns of the migrated database, by table name. */
export type MigratedColumns = ReadonlyMap<string, ReadonlySet<string>>;

/** Reads the columns of every table of the database's schema from `information_schema`, once for many checks. */
export async function migratedColumns(db: Executor): Promise<MigratedColumns> {
  const rows = await queryRows<{ table_name: string; column_name: string }>(
    db,
    sql`select table_name, column_name from information_schema.columns where table_schema = current_schema()`,
  );
  const tables = new Map<string, Set<string>>();
  for (const row of rows) {
    const columns = tables.get(row.table_name) ?? new Set<string>();
    columns.add(row.column_name);
    tables.set(row.table_name, columns);
  }
  return tables;
}

export interface FieldColumnOptions {
  migrated: MigratedColumns;
  /**
   * Fields the table does not keep, by its binding's own rule: computed when read (a person's balance) or written
   * by a hook to another table (a person's login). Each must be a field and must have no column.
   */
  keptElsewhere?: readonly string[];
}

/**
 * What keeps `fields` from being stored in `table`; empty when each field has a column property of the same name
 * (as the record store writes `values[field.name]`, and Drizzle silently drops a key that is no column) and that
 * column is in the migrated database.
 */
export function fieldColumnProblems(fields: readonly NamedField[], table: PgTable, options: FieldColumnOptions): string[] {
  const tableName = getTableName(table);
  const columns = getTableColumns(table);
  const elsewhere = new Set(options.keptElsewhere ?? []);
  const migrated = options.migrated.get(tableName);
  const problems: string[] = [];
  if (!migrated) problems.push(`${tableName}: the table is not in the migrated database`);
  for (const field of fields) {
    const column = columns[field.name];
    if (elsewhere.has(field.name)) {
      if (column) problems.push(`${tableName}.${field.name}: said to be kept elsewhere, but the table has column ${column.name}`);
      continue;
    }
    if (!column) problems.push(`${tableName}.${field.name}: no column of the table holds the field`);
    else if (migrated && !migrated.has(column.name)) {
      problems.push(`${tableName}.${field.name}: column ${column.name} is not in the migrated database`);
    }
  }
  const names = new Set(fields.map((field) => field.name));
  for (const name of elsewhere) if (!names.has(name)) problems.push(`${tableName}.${name}: said to be kept elsewhere, but no field has that name`);
  return problems;
}
