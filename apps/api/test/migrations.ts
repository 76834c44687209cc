// A database brought to an earlier schema, for a test of what a later migration does to data written under it.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { inject } from 'vitest';
import * as schema from '@hesab/db';
import { pgliteExtensions, queryRows, type Database } from '@hesab/db';
import type { Engine } from './databases.ts';

/** Every migration, as the server runs them. */
export const migrations = resolve(import.meta.dirname, '../../../packages/db/migrations');

/** A copy of the migrations that ends with `last`, to bring a database to the schema before the next. */
export function migrationsUpTo(last: number): string {
  const folder = mkdtempSync(join(tmpdir(), 'hesab-migrations-'));
  cpSync(migrations, folder, { recursive: true });
  const journalPath = join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.filter((entry) => entry.idx <= last) }));
  return folder;
}

export interface Opened {
  db: Database;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

/** An empty database of `engine` (PostgreSQL's made for the test and dropped on close), no migration run yet. */
export async function openEmpty(engine: Engine): Promise<Opened> {
  if (engine === 'pglite') {
    const client = new PGlite({ extensions: pgliteExtensions });
    const db = drizzlePglite({ client, schema });
    return { db, migrate: (folder) => migratePglite(db, { migrationsFolder: folder }), close: () => client.close() };
  }
  const adminUrl = inject('postgresUrl');
  if (!adminUrl) throw new Error('PostgreSQL is not available');
  const name = `hesab_migration_${String(Date.now())}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  const db = drizzlePostgres({ client: pool, schema });
  return {
    db,
    migrate: (folder) => migratePostgres(db, { migrationsFolder: folder }),
    close: async () => {
      await pool.end();
      await admin.query(`DROP DATABASE ${name}`);
      await admin.end();
    },
  };
}

/**
 * Runs `work` — today's code writing to a database an earlier migration left (`createTestBusiness`) — with the columns
 * later migrations add to the tables that exist standing in as placeholders (text, nullable: today's inserts write
 * `default` to them), and drops them again after, so that the later migrations add them as they would.
 */
export async function withLaterColumns<T>(db: Database, work: () => Promise<T>): Promise<T> {
  const rows = await queryRows<{ table_name: string; column_name: string }>(
    db,
    sql`select table_name, column_name from information_schema.columns where table_schema = current_schema()`,
  );
  const existing = new Map<string, Set<string>>();
  for (const row of rows) existing.set(row.table_name, (existing.get(row.table_name) ?? new Set()).add(row.column_name));
  const added: { table: string; column: string }[] = [];
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    const columns = existing.get(config.name);
    if (!columns) continue;
    for (const column of config.columns) if (!columns.has(column.name)) added.push({ table: config.name, column: column.name });
  }
  for (const { table, column } of added) await db.execute(sql.raw(`alter table "${table}" add column "${column}" text`));
  try {
    return await work();
  } finally {
    for (const { table, column } of added) await db.execute(sql.raw(`alter table "${table}" drop column "${column}"`));
  }
}
