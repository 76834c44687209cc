import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { conflictingDocument } from '@hesab/contract';
import { queryRows, type Database } from '@hesab/db';

type ConflictingDocument = z.infer<typeof conflictingDocument>;

/**
 * conflictingDocumentsList: documents of the main year that break a rule since they were posted — a line on an
 * account or detail account made inactive, a detail account that no longer exists, or a date the year's edited
 * range no longer covers. One row per document and problem (and account, for line problems).
 */
export async function conflictingDocuments(db: Database, businessId: number): Promise<ConflictingDocument[]> {
  const rows = await queryRows<Omit<ConflictingDocument, 'id'> & { id: number | string }>(
    db,
    sql`
      with year as (
        select id, start_date, end_date from financial_year where business_id = ${businessId} and is_main
      ), docs as (
        select j.* from journal j join year y on j.financial_year_id = y.id where j.business_id = ${businessId}
      ), line_problems as (
        select distinct l.journal_id, a.code, a.name,
               case when a.status <> 'active' then 'inactive-account'
                    when d.id is null then 'missing-detail'
                    else 'inactive-detail' end as problem
        from journal_line l
        join docs j on j.id = l.journal_id
        join account a on a.business_id = l.business_id and a.id = l.account_id
        left join detail_account d on l.detail_id <> 0 and d.business_id = l.business_id and d.id = l.detail_id
        where l.business_id = ${businessId}
          and (a.status <> 'active' or (l.detail_id <> 0 and (d.id is null or d.status <> 'active')))
      )
      select j.id, j.number, j.date::text as date, j.description, p.problem, p.code as account_code, p.name as account_name
      from line_problems p join docs j on j.id = p.journal_id
      union all
      select j.id, j.number, j.date::text, j.description, 'outside-year', null, null
      from docs j, year y where j.date < y.start_date or j.date > y.end_date
      order by 2, 5, 6`,
  );
  // node-postgres reads bigint ids as strings; PGlite as numbers.
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}
