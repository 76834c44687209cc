import { sql, type SQL } from 'drizzle-orm';
import type { BalanceAmounts, BalanceLevel, BalanceRow, YearClosingKind } from '@hesab/contract';
import { queryRows, type Database } from '@hesab/db';
import { compareMoney, subtractMoney, sumMoney } from '@hesab/domain';

type AccountLevel = Exclude<BalanceLevel, 'detail'>;

/** Joins each given account to the account of the chosen level it rolls up into (itself, its total or its group). */
function ancestorJoin(level: AccountLevel) {
  if (level === 'given') return sql`a.id = g.id`;
  if (level === 'total') return sql`a.id = g.parent_id`;
  return sql`a.id = t.parent_id`;
}

/**
 * The kept balances a report reads, or for a member limited to some branches (`reach`, a condition on the line's
 * journal `j`: BookReach) the lines of the documents they may open in the same shape: the kept balances sum every
 * branch's documents. Lines are never summed for anyone else, so the reports stay as cheap as before for them.
 */
export function keptBalances(businessId: number, kept: 'account_day_balance' | 'account_balance', reach: SQL | undefined): SQL {
  if (!reach) return sql.raw(kept);
  return sql`(select l.business_id, l.account_id, l.detail_id, l.date as day, l.debit, l.credit
    from journal_line l join journal j on j.business_id = l.business_id and j.id = l.journal_id
    where l.business_id = ${businessId} and ${reach})`;
}

/** Year-closing documents a report leaves out of the period; the trial balance leaves out the closing document. */
export type ClosingDocuments = readonly Exclude<YearClosingKind, 'opening'>[];
/** Profit and loss and the balance sheet show the year as it was before any closing entry. */
export const beforeAnyClosing: ClosingDocuments = ['closeAccounts', 'closeIncomeSummary', 'closing'];

/**
 * Per given account (and detail account), the opening balance before `from` and the period's debits and credits:
 * the daily balances, corrected for the year-closing and opening documents dated in the range. The excluded
 * closing documents are not the period's business — a closed year's trial balance shows the balances before
 * closing — and an opening document's lines are opening balances, never turnover. Its carried part (the balances
 * a year's closing put back) nets to nothing with that closing when both are in the range, so both are left out.
 */
function movements(businessId: number, from: string, to: string, source: 'account_day_balance' | 'account_balance', excluded: ClosingDocuments, reach: SQL | undefined) {
  const detail = source === 'account_balance';
  // Literals, not parameters, so that the planner can use the partial index of closing documents.
  const kinds = sql.raw([...excluded, 'opening'].map((kind) => `'${kind}'`).join(', '));
  return sql`
    with closing_documents as (
      select j.id, j.source_type = 'opening' as opens
      from journal j
      where j.business_id = ${businessId} and j.date between ${from} and ${to}
        and j.source_type in (${kinds})
    ), closed_in_range as (
      select j.source_id from journal j
      where j.business_id = ${businessId} and j.date between ${from} and ${to} and j.source_type = 'closing'
    )
    select b.account_id, ${detail ? sql`b.detail_id` : sql`0::bigint as detail_id`},
           coalesce(sum(b.debit - b.credit) filter (where b.day < ${from}), 0) as opening,
           coalesce(sum(b.debit) filter (where b.day >= ${from}), 0) as debit,
           coalesce(sum(b.credit) filter (where b.day >= ${from}), 0) as credit
    from ${keptBalances(businessId, source, reach)} b
    where b.business_id = ${businessId} and b.day <= ${to} ${detail ? sql`and b.detail_id <> 0` : sql``}
    group by 1, 2
    union all
    select l.account_id, l.detail_id,
           sum(l.debit - l.credit) filter (where c.opens
             and not (l.source_type = 'closing' and l.source_id in (select source_id from closed_in_range))),
           -sum(l.debit), -sum(l.credit)
    from closing_documents c
    join journal_line l on l.business_id = ${businessId} and l.journal_id = c.id
    ${detail ? sql`where l.detail_id <> 0` : sql``}
    group by 1, 2`;
}

const summed = sql`
  coalesce(sum(m.opening), 0)::text as opening, coalesce(sum(m.debit), 0)::text as debit, coalesce(sum(m.credit), 0)::text as credit`;

/** Per account of a level, from the daily balances of given accounts (at most accounts x days rows). */
function accountMovements(businessId: number, from: string, to: string, level: AccountLevel, excluded: ClosingDocuments, reach: SQL | undefined) {
  return sql`
    with m as materialized (${movements(businessId, from, to, 'account_day_balance', excluded, reach)})
    select a.id, a.code, a.name, ${summed}
    from m
    join account g on g.business_id = ${businessId} and g.id = m.account_id
    join account t on t.business_id = g.business_id and t.id = g.parent_id
    join account a on a.business_id = g.business_id and ${ancestorJoin(level)}
    group by a.id, a.code, a.name
    order by a.code`;
}

/** Per detail account, whatever given accounts it was posted to; a detail without a code sorts by its id. */
function detailMovements(businessId: number, from: string, to: string, excluded: ClosingDocuments, reach: SQL | undefined) {
  return sql`
    with m as materialized (${movements(businessId, from, to, 'account_balance', excluded, reach)})
    select d.id, coalesce(d.code, d.id::text) as code, d.name, ${summed}
    from m
    join detail_account d on d.business_id = ${businessId} and d.id = m.detail_id
    group by d.id, d.code, d.name
    order by coalesce(d.code, d.id::text)`;
}

/**
 * The trial balance from the daily account balances (never from the lines): per account of the chosen level, the
 * opening balance before `from`, the period's debits and credits, and the closing balance, with totals. A member
 * limited to some branches (`reach`) sees only the documents they may open (keptBalances).
 */
export async function trialBalance(
  db: Database,
  businessId: number,
  from: string,
  to: string,
  level: BalanceLevel,
  excluded: ClosingDocuments = ['closing'],
  reach?: SQL,
) {
  const rows = await queryRows<{ id: number | string; code: string; name: string; opening: string; debit: string; credit: string }>(
    db,
    level === 'detail' ? detailMovements(businessId, from, to, excluded, reach) : accountMovements(businessId, from, to, level, excluded, reach),
  );
  const data: BalanceRow[] = rows
    .map((row) => {
      const opening = sumMoney([row.opening]);
      const closing = sumMoney([opening, subtractMoney(row.debit, row.credit)]);
      const debitSide = (value: string) => (compareMoney(value, '0') > 0 ? value : '0');
      const creditSide = (value: string) => (compareMoney(value, '0') < 0 ? subtractMoney('0', value) : '0');
      return {
        // node-postgres reads bigint as a string, PGlite as a number.
        id: Number(row.id),
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
  const total = (key: keyof BalanceAmounts) => sumMoney(data.map((row) => row[key]));
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
