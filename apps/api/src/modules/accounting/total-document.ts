import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '@hesab/db';
import { sumMoney } from '@hesab/domain';
import { keptBalances } from './trial-balance.ts';

/**
 * The summary document (accounting/totalDocument) of a period: every posting summed per total-level account, read
 * from the daily balances, so it costs the same for ten documents or a million lines; a member limited to some
 * branches (`reach`) sums the lines of the documents they may open, and counts only those documents.
 */
export async function totalDocument(db: Database, businessId: number, from: string, to: string, reach?: SQL) {
  const rows = await queryRows<{ code: string; name: string; debit: string; credit: string }>(
    db,
    sql`
      select t.code, t.name, sum(b.debit)::text as debit, sum(b.credit)::text as credit
      from ${keptBalances(businessId, 'account_day_balance', reach)} b
      join account g on g.business_id = b.business_id and g.id = b.account_id
      join account t on t.business_id = g.business_id and t.id = g.parent_id
      where b.business_id = ${businessId} and b.day between ${from} and ${to}
      group by t.code, t.name
      having sum(b.debit) <> 0 or sum(b.credit) <> 0
      order by t.code`,
  );
  const [documents] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from journal j where j.business_id = ${businessId} and j.date between ${from} and ${to} ${reach ? sql`and ${reach}` : sql``}`,
  );
  const data = rows.map((row) => ({ code: row.code, name: row.name, debit: sumMoney([row.debit]), credit: sumMoney([row.credit]) }));
  return {
    rows: data,
    debit_total: sumMoney(data.map((row) => row.debit)),
    credit_total: sumMoney(data.map((row) => row.credit)),
    documents: documents?.count ?? 0,
  };
}
