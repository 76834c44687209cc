import { sql } from 'drizzle-orm';
import type { Connection, Database } from './connection.ts';
import { queryRows } from './query-rows.ts';

/** What was done to a table: its dead rows cleared and its statistics renewed, or only the statistics. */
export interface TableMaintained {
  table: string;
  vacuumed: boolean;
}

/**
 * PostgreSQL's autovacuum, which PGlite never runs (one backend, no background workers): without it the planner has
 * no statistics (every table looks empty to it, whatever it holds) and dead rows are never cleared, so an embedded
 * database grows slower with age. Each table whose changes since its last visit pass autovacuum's default
 * thresholds is vacuumed (dead or newly inserted rows) or analyzed (changed rows), one after another.
 */
export async function maintainTables(db: Database): Promise<TableMaintained[]> {
  const due = await queryRows<{ table: string; vacuum: boolean }>(
    db,
    sql`
      select t.relname as table,
             t.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0) or t.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0) as vacuum
      from pg_stat_user_tables t join pg_class c on c.oid = t.relid
      where t.schemaname = 'public'
        and (t.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
          or t.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0)
          or t.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0))
      order by t.relname`,
  );
  for (const { table, vacuum } of due) {
    await db.execute(vacuum ? sql`vacuum (analyze) ${sql.identifier(table)}` : sql`analyze ${sql.identifier(table)}`);
  }
  return due.map(({ table, vacuum }) => ({ table, vacuumed: vacuum }));
}

/**
 * Maintains an embedded database's tables every `everyMs` (a minute by default) while it is open; on PostgreSQL,
 * whose autovacuum does it, nothing. A pass holds the database for the moment each table takes (a million rows:
 * about a fifth of a second to analyze), and a table is due again only once a fifth or a tenth of it has changed.
 * Answers a stop; `onError` hears a pass that failed.
 */
export function startTableMaintenance(connection: Connection, onError: (error: unknown) => void, everyMs = 60_000): () => void {
  if (connection.engine !== 'pglite') return () => undefined;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    maintainTables(connection.db)
      .catch(onError)
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
