import { sql } from 'drizzle-orm';
import type { BalanceLevel, BalanceRow } from '@hesab/contract';
import { queryRows, type Database } from '@hesab/db';
import { compareMoney, subtractMoney, sumMoney } from '@hesab/domain';

type AccountLevel = Exclude<BalanceLevel, 'detail'>;

/** Joins each given account to the account of the chosen level it rolls up into (itself, its total or its group). */
function ancestorJoin(level: AccountLevel) {
  if (level === 'given') return sql`a.id = g.id`;
  if (level === 'total') return sql`a.id = g.parent_id`;
  return sql`a.id = t.parent_id`;
}

const movement = (from: string) => sql`
  coalesce(sum(b.debit - b.credit) filter (where b.day < ${from}), 0)::text as opening,
  coalesce(sum(b.debit) filter (where b.day >= ${from}), 0)::text as debit,
  coalesce(sum(b.credit) filter (where b.day >= ${from}), 0)::text as credit`;

/** Per account of a level, from the daily balances of given accounts (at most accounts x days rows). */
function accountMovements(businessId: number, from: string, to: string, level: AccountLevel) {
  return sql`
    select a.code, a.name, ${movement(from)}
    from account_day_balance b
    join account g on g.business_id = b.business_id and g.id = b.account_id
    join account t on t.business_id = g.business_id and t.id = g.parent_id
    join account a on a.business_id = g.business_id and ${ancestorJoin(level)}
    where b.business_id = ${businessId} and b.day <= ${to}
    group by a.code, a.name
    order by a.code`;
}

/** Per detail account, whatever given accounts it was posted to; a detail without a code sorts by its id. */
function detailMovements(businessId: number, from: string, to: string) {
  return sql`
    select coalesce(d.code, d.id::text) as code, d.name, ${movement(from)}
    from account_balance b
    join detail_account d on d.business_id = b.business_id and d.id = b.detail_id
    where b.business_id = ${businessId} and b.detail_id <> 0 and b.day <= ${to}
    group by d.id, d.code, d.name
    order by coalesce(d.code, d.id::text)`;
}

/**
 * The trial balance from the daily account balances (never from the lines): per account of the chosen level, the
 * opening balance before `from`, the period's debits and credits, and the closing balance, with totals.
 */
export async function trialBalance(db: Database, businessId: number, from: string, to: string, level: BalanceLevel) {
  const rows = await queryRows<{ code: string; name: string; opening: string; debit: string; credit: string }>(
    db,
    level === 'detail' ? detailMovements(businessId, from, to) : accountMovements(businessId, from, to, level),
  );
  const data: BalanceRow[] = rows
    .map((row) => {
      const opening = sumMoney([row.opening]);
      const closing = sumMoney([opening, subtractMoney(row.debit, row.credit)]);
      const debitSide = (value: string) => (compareMoney(value, '0') > 0 ? value : '0');
      const creditSide = (value: string) => (compareMoney(value, '0') < 0 ? subtractMoney('0', value) : '0');
      return {
        code: row.code,
        name: row.name,
        opening_debit: debitSide(opening),
        opening_credit: creditSide(opening),
        debit: sumMoney([row.debit]),
        credit: sumMoney([row.credit]),
        closing_debit: debitSide(closing),
        closing_credit: creditSide(closing),
      };
    })
    .filter((row) => [row.opening_debit, row.opening_credit, row.debit, row.credit].some((v) => v !== '0'));
  const total = (key: keyof Omit<BalanceRow, 'code' | 'name'>) => sumMoney(data.map((row) => row[key]));
  return {
    data,
    totals: {
      opening_debit: total('opening_debit'),
      opening_credit: total('opening_credit'),
      debit: total('debit'),
      credit: total('credit'),
      closing_debit: total('closing_debit'),
      closing_credit: total('closing_credit'),
    },
  };
}
