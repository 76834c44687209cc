import { sql } from 'drizzle-orm';
import { yearClosingKinds } from '@hesab/contract';
import { arrayParameter, queryRows, type Executor } from '@hesab/db';
import { sumMoney } from '@hesab/domain';

/** A period's debits and credits on one account. */
export interface AccountMovement {
  accountId: number;
  /** the period's place among those asked for, from 0 */
  period: number;
  debit: string;
  credit: string;
}

// Literals, not parameters, so that the planner can use the partial index of the year-closing documents.
const closingKinds = sql.raw(yearClosingKinds.map((kind) => `'${kind}'`).join(', '));

/**
 * The debits and credits of the given accounts in each of consecutive periods, read from the daily balances (at most
 * accounts x days rows, never the lines), without the year-closing and opening documents: a report of the year's
 * business shows it as it was before closing. `starts` are the first days of the periods, in order, and `end` the
 * last day of the last one; a period without movements is absent.
 */
export async function accountMovementsByPeriod(
  db: Executor,
  businessId: number,
  accountIds: readonly number[],
  starts: readonly string[],
  end: string,
): Promise<AccountMovement[]> {
  const [first] = starts;
  if (accountIds.length === 0 || first === undefined) return [];
  const accounts = arrayParameter(accountIds);
  const bounds = arrayParameter(starts);
  const rows = await queryRows<{ account_id: number | string; period: number; debit: string; credit: string }>(
    db,
    sql`
      with moved as (
        select b.account_id, b.day, b.debit, b.credit
        from account_day_balance b
        where b.business_id = ${businessId} and b.account_id = any(${accounts}::bigint[]) and b.day between ${first} and ${end}
        union all
        select l.account_id, l.date, -l.debit, -l.credit
        from journal j
        join journal_line l on l.business_id = j.business_id and l.journal_id = j.id
        where j.business_id = ${businessId} and j.date between ${first} and ${end} and j.source_type in (${closingKinds})
          and l.account_id = any(${accounts}::bigint[])
      )
      select account_id, width_bucket(day, ${bounds}::date[]) - 1 as period, sum(debit)::text as debit, sum(credit)::text as credit
      from moved group by 1, 2`,
  );
  // node-postgres reads bigint as a string, PGlite as a number.
  return rows.map((row) => ({ accountId: Number(row.account_id), period: Number(row.period), debit: sumMoney([row.debit]), credit: sumMoney([row.credit]) }));
}
