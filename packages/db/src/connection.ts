import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { acquireDirectoryLock } from './directory-lock.ts';

export type Schema = typeof schema;
/** One type for both engines: the drizzle database over PGlite or over node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What a write receives: the database or the transaction it runs inside. */
export type Executor = Database | Transaction;

/** Stops listening. */
export type Unlisten = () => Promise<void>;
/**
 * Calls `onPayload` with each NOTIFY on `channel`, from any process on this database, and `onListening` each time
 * the listening starts or stops (a dropped connection, then its return): what was sent while it was down is lost.
 */
export type Listen = (channel: string, onPayload: (payload: string) => void, onListening?: (listening: boolean) => void) => Promise<Unlisten>;

export interface Connection {
  db: Database;
  engine: 'pglite' | 'postgres';
  listen: Listen;
  close(): Promise<void>;
}

export type ConnectionOptions =
  | { engine: 'postgres'; url: string; poolSize?: number }
  /** `dataDir` undefined means an in-memory database (tests) */
  | { engine: 'pglite'; dataDir?: string };

/** The extensions the migrations create (0056), which PGlite loads only where it is told to. */
export const pgliteExtensions = { pg_trgm, btree_gin };

const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), '../migrations');

/** Opens the database and brings its schema up to date. */
export async function openDatabase(options: ConnectionOptions): Promise<Connection> {
  if (options.engine === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    const db = drizzlePostgres({ client: pool, schema });
    try {
      await migratePostgres(db, { migrationsFolder });
    } catch (error) {
      await pool.end();
      throw error;
    }
    const listeners = new Set<pg.Client>();
    return {
      db,
      engine: 'postgres',
      listen: (channel, onPayload, onListening) => listenOnPostgres(options.url, channel, { onPayload, onListening }, listeners),
      close: async () => {
        // Out of the set first: a listener ended on purpose is not one that dropped, to be reopened.
        const ending = [...listeners];
        listeners.clear();
        await Promise.all(ending.map((client) => client.end()));
        await pool.end();
      },
    };
  }

  let releaseLock = (): void => undefined;
  let client: PGlite;
  if (options.dataDir) {
    const dir = resolve(options.dataDir);
    mkdirSync(dir, { recursive: true });
    releaseLock = acquireDirectoryLock(dir);
    client = new PGlite(join(dir, 'pglite'), { extensions: pgliteExtensions });
  } else {
    client = new PGlite({ extensions: pgliteExtensions });
  }
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    releaseLock();
    throw error;
  }
  return {
    db,
    engine: 'pglite',
    // PGlite is this process's own: its notifications cannot be missed.
    listen: async (channel, onPayload, onListening) => {
      const unlisten = await client.listen(channel, onPayload);
      onListening?.(true);
      return unlisten;
    },
    close: async () => {
      await client.close();
      releaseLock();
    },
  };
}

/** What a listener is told: each payload, and when it starts or stops listening. */
interface Hearing {
  onPayload: (payload: string) => void;
  onListening: ((listening: boolean) => void) | undefined;
}

/** A live LISTEN holds its connection: it gets a client of its own, outside the pool, reopened when it drops. */
async function listenOnPostgres(url: string, channel: string, hearing: Hearing, listeners: Set<pg.Client>): Promise<Unlisten> {
  let stopped = false;
  let current: pg.Client | undefined;
  const retry = (): void => {
    if (!stopped) setTimeout(() => void connect().catch(retry), 1000);
  };
  const connect = async (): Promise<void> => {
    // Keep-alive: a connection lost without a word (a network between) is noticed rather than trusted for ever.
    const client = new pg.Client({ connectionString: url, keepAlive: true });
    client.on('notification', (message) => {
      if (message.channel === channel) hearing.onPayload(message.payload ?? '');
    });
    // A dropped listener (a restarted database) comes back; what was sent meanwhile is not replayed.
    const dropped = (): void => {
      if (!listeners.delete(client)) return;
      hearing.onListening?.(false);
      retry();
    };
    client.on('error', dropped);
    client.on('end', dropped);
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    current = client;
    listeners.add(client);
    hearing.onListening?.(true);
  };
  await connect();
  return async () => {
    stopped = true;
    if (current && listeners.delete(current)) {
      hearing.onListening?.(false);
      await current.end();
    }
  };
}
