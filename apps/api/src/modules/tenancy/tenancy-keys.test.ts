import { sql } from 'drizzle-orm';
import { queryRows } from '@hesab/db';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../../../test/databases.ts';

/** Tables that belong to no business: the tenants themselves, and who may log in. */
const globalTables = ['access_version', 'app_user', 'business', 'login_attempt', 'one_time_secret', 'session_token'];

interface KeyRow extends Record<string, unknown> {
  table_name: string;
  key_name: string;
  kind: string;
  first_column: string;
  references_business_table: boolean;
}

/**
 * business_id leads every primary, unique and foreign key of a business-owned table, which is what a Citus
 * deployment needs to distribute the tables by business without a schema change (ARCHITECTURE.md section 2).
 */
describeEachEngine('multi-tenant keys', (connection) => {
  it('every table is global or has business_id', async () => {
    const tables = await queryRows<{ table_name: string }>(connection().db, sql`
      select t.table_name from information_schema.tables t
      where t.table_schema = 'public' and t.table_type = 'BASE TABLE'
        and not exists (select 1 from information_schema.columns c
                        where c.table_schema = 'public' and c.table_name = t.table_name and c.column_name = 'business_id')
      order by 1`);
    expect(tables.map((row) => row.table_name)).toEqual(globalTables);
  });

  it('business_id leads every primary key, unique index and foreign key to a business-owned table', async () => {
    const rows = await queryRows<KeyRow>(connection().db, sql`
      with owned as (
        select c.oid, c.relname from pg_class c
        join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
        where c.relkind = 'r'
          and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'business_id')
      )
      select o.relname as table_name, i.relname as key_name,
             case when x.indisprimary then 'primary' else 'unique' end as kind,
             a.attname as first_column, false as references_business_table
      from owned o
      join pg_index x on x.indrelid = o.oid and x.indisunique
      join pg_class i on i.oid = x.indexrelid
      join pg_attribute a on a.attrelid = o.oid and a.attnum = x.indkey[0]
      union all
      select o.relname, k.conname, 'foreign', a.attname,
             exists (select 1 from pg_attribute b where b.attrelid = k.confrelid and b.attname = 'business_id')
      from owned o
      join pg_constraint k on k.conrelid = o.oid and k.contype = 'f'
      join pg_attribute a on a.attrelid = o.oid and a.attnum = k.conkey[1]`);
    const keys = rows.filter((row) => row.kind !== 'foreign' || row.references_business_table);
    expect(keys.length).toBeGreaterThan(5);
    const offending = keys.filter((row) => row.first_column !== 'business_id').map((row) => `${row.table_name}.${row.key_name}`);
    expect(offending).toEqual([]);
  });
});
