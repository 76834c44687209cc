import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { openDatabase, type Connection } from '@hesab/db';
import { expectLedgerBalanced } from './ledger-balance.ts';

export type Engine = 'pglite' | 'postgres';

/** The engines this run covers: PGlite always, PostgreSQL when installed (always under CI). */
export function engines(): Engine[] {
  return inject('postgresUrl') ? ['pglite', 'postgres'] : ['pglite'];
}

async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A fresh, migrated database of one engine; PostgreSQL gets a database of its own in the shared cluster. */
export async function openTestDatabase(engine: Engine): Promise<Connection> {
  if (engine === 'pglite') return openDatabase({ engine: 'pglite' });
  const adminUrl = inject('postgresUrl');
  if (!adminUrl) throw new Error('PostgreSQL is not available');
  const name = `hesab_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const connection = await openDatabase({ engine: 'postgres', url: url.toString(), poolSize: 5 });
  return {
    ...connection,
    close: async () => {
      await connection.close();
      await withAdmin(adminUrl, (client) => client.query(`DROP DATABASE ${name}`));
    },
  };
}

/**
 * Runs a suite once per engine, each with its own fresh database. `connection()` is valid inside tests and
 * the suite's own hooks. Before the database goes, after everything the suite wrote to it (its server is closed
 * by then: after-hooks run in reverse), the ledger's kept balances must equal the sums of its journal lines.
 */
export function describeEachEngine(title: string, suite: (connection: () => Connection, engine: Engine) => void): void {
  for (const engine of engines()) {
    describe(`${title} [${engine}]`, () => {
      let current: Connection | undefined;
      beforeAll(async () => {
        current = await openTestDatabase(engine);
      });
      afterAll(async () => {
        if (!current) return;
        try {
          await expectLedgerBalanced(current.db);
        } finally {
          await current.close();
        }
      });
      suite(() => {
        if (!current) throw new Error('the database is opened in beforeAll');
        return current;
      }, engine);
    });
  }
}
