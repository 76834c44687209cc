import { sql } from 'drizzle-orm';
import { person, queryRows, type Executor } from '@hesab/db';
import { negateMoney, sumMoney } from '@hesab/domain';
import { detailBalanceRows } from '../ledger/index.ts';

/** A person with its balance: what it owes the business (a debtor) or is owed (a creditor), as a positive amount. */
export interface PersonBalance {
  id: number;
  name: string;
  detailId: number;
  balance: string;
}

/** One side of the persons' balances: those owing (or owed) the most, how many there are, and their sum. */
export interface PersonsOnSide {
  persons: PersonBalance[];
  count: number;
  total: string;
}

/**
 * The debtors and creditors of the business (debits less credits of each person's detail account over every given
 * account, as the debtor and creditor lists read them): the `top` with the largest balances on each side, and each
 * side's count and sum. One statement over the per-detail balances.
 */
export async function personsByBalance(db: Executor, businessId: number, top: number): Promise<{ debtors: PersonsOnSide; creditors: PersonsOnSide }> {
  const rows = await queryRows<{ side: 'debtor' | 'creditor' | 'totals'; id: number | string | null; name: string | null; detail_id: number | string | null; balance: string | null; debtors: string | null; creditors: string | null; owed: string | null; owing: string | null }>(
    db,
    sql`
      with balances as materialized (
        select p.id, p.name, p.detail_id, b.balance
        from (${detailBalanceRows(businessId)}) b
        join ${person} p on p.business_id = ${businessId} and p.detail_id = b.detail_id
        where b.balance <> 0
      )
      (select 'debtor' as side, id, name, detail_id, balance::text, null as debtors, null as creditors, null as owed, null as owing
       from balances where balance > 0 order by balance desc, id limit ${top})
      union all
      (select 'creditor', id, name, detail_id, (-balance)::text, null, null, null, null
       from balances where balance < 0 order by balance, id limit ${top})
      union all
      select 'totals', null, null, null, null, count(*) filter (where balance > 0)::text, count(*) filter (where balance < 0)::text,
             coalesce(sum(balance) filter (where balance > 0), 0)::text, coalesce(sum(balance) filter (where balance < 0), 0)::text
      from balances`,
  );
  const side = (name: 'debtor' | 'creditor') =>
    rows
      .filter((row) => row.side === name)
      .map((row) => ({ id: Number(row.id), name: row.name ?? '', detailId: Number(row.detail_id), balance: sumMoney([row.balance ?? '0']) }));
  const totals = rows.find((row) => row.side === 'totals');
  return {
    debtors: { persons: side('debtor'), count: Number(totals?.debtors ?? 0), total: sumMoney([totals?.owed ?? '0']) },
    creditors: { persons: side('creditor'), count: Number(totals?.creditors ?? 0), total: negateMoney(sumMoney([totals?.owing ?? '0'])) },
  };
}
