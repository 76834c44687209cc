import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Connection } from './connection.ts';
import { queryRows } from './query-rows.ts';
import { maintainTables } from './table-maintenance.ts';

/* PGlite runs no autovacuum: the server's own pass does its work (PostgreSQL's autovacuum is left to itself). */
describe('table maintenance on PGlite', () => {
  let connection: Connection;
  beforeAll(async () => {
    connection = await openDatabase({ engine: 'pglite' });
  });
  afterAll(async () => connection.close());

  // A backend sends its counts to the statistics at most once a second: what a test just did, at once.
  const counted = async () => void (await connection.db.execute(sql`select pg_stat_force_next_flush()`));
  const maintain = async () => {
    await counted();
    return maintainTables(connection.db);
  };
  const standing = async (table: string) => {
    await counted();
    const [row] = await queryRows<{ dead: number; analyzed: boolean; tuples: number }>(
      connection.db,
      sql`select t.n_dead_tup::int as dead, t.last_analyze is not null as analyzed, c.reltuples::int as tuples
          from pg_stat_user_tables t join pg_class c on c.oid = t.relid where t.relname = ${table}`,
    );
    return row;
  };

  it('clears the dead rows and renews the statistics of a table that changed, and leaves the others', async () => {
    const { db } = connection;
    await db.execute(sql`create table churn (id int primary key, amount numeric)`);
    await db.execute(sql`insert into churn select n, n from generate_series(1, 5000) n`);
    await db.execute(sql`update churn set amount = amount + 1 where id % 2 = 0`);
    // Left to itself PGlite keeps them: the planner still takes the table for empty.
    expect(await standing('churn')).toMatchObject({ dead: 2500, analyzed: false, tuples: -1 });

    const first = await maintain();
    expect(first).toContainEqual({ table: 'churn', vacuumed: true });
    expect(await standing('churn')).toMatchObject({ dead: 0, analyzed: true, tuples: 5000 });

    // Nothing changed since: nothing to do. A few rows changed: still nothing; a tenth: its statistics renewed.
    expect(await maintain()).toEqual([]);
    await db.execute(sql`update churn set amount = 0 where id <= 10`);
    expect(await maintain()).toEqual([]);
    await db.execute(sql`update churn set amount = 0 where id <= 600`);
    expect(await maintain()).toEqual([{ table: 'churn', vacuumed: false }]);
  });
});
