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
import { inject } from 'vitest';
import * as schema from '@hesab/db';
import { pgliteExtensions, type Database } from '@hesab/db';
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
