import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { contraryNatureRow } from '@hesab/contract';
import { queryRows, type Database } from '@hesab/db';
import { sumMoney } from '@hesab/domain';
import { keptBalances } from './trial-balance.ts';

type ContraryNatureRow = z.infer<typeof contraryNatureRow>;

/**
 * contraryNatureDocument: accounts whose balance on a day stands against their nature — a debtor-natured account
 * (cash, receivables) in credit or a creditor-natured one (payables, sales) in debit, usually a posting mistake.
 * A given account without a nature of its own takes its total's, then its group's; neutral accounts never show. A
 * member limited to some branches (`reach`) sees the balances of the documents they may open (keptBalances).
 */
export async function contraryNature(db: Database, businessId: number, date: string, level: 'given' | 'detail', reach?: SQL): Promise<ContraryNatureRow[]> {
  const detail = level === 'detail';
  const rows = await queryRows<{ code: string; name: string; account_code: string | null; nature: 'debtor' | 'creditor'; balance: string }>(
    db,
    sql`
      with balances as (
        select b.account_id, ${detail ? sql`b.detail_id` : sql`0::bigint`} as detail_id, sum(b.debit - b.credit) as balance
        from ${keptBalances(businessId, detail ? 'account_balance' : 'account_day_balance', reach)} b
        where b.business_id = ${businessId} and b.day <= ${date} ${detail ? sql`and b.detail_id <> 0` : sql``}
        group by 1, 2
      )
      select ${detail ? sql`coalesce(d.code, d.id::text) as code, d.name, g.code as account_code` : sql`g.code, g.name, null as account_code`},
             coalesce(g.nature, t.nature, p.nature) as nature, x.balance::text as balance
      from balances x
      join account g on g.business_id = ${businessId} and g.id = x.account_id
      join account t on t.business_id = g.business_id and t.id = g.parent_id
      join account p on p.business_id = t.business_id and p.id = t.parent_id
      ${detail ? sql`join detail_account d on d.business_id = ${businessId} and d.id = x.detail_id` : sql``}
      where (coalesce(g.nature, t.nature, p.nature) = 'debtor' and x.balance < 0)
         or (coalesce(g.nature, t.nature, p.nature) = 'creditor' and x.balance > 0)
      order by g.code ${detail ? sql`, coalesce(d.code, d.id::text)` : sql``}`,
  );
  return rows.map((row) => ({ ...row, balance: sumMoney([row.balance]) }));
}
