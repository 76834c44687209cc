import { and, eq, sql, type SQL } from 'drizzle-orm';
import { accountBalance, arrayParameter, detailBalance, journalLine, type Executor } from '@hesab/db';
import { sumMoney } from '@hesab/domain';
import { mainYearStanding, openedInOtherYears } from './opening-document.ts';
import type { LineSource } from './post-journal.ts';

/*
 * Where a record that is a detail account stands in the ledger (a person, a bank account): its balance, whether
 * anything but its own opening part was posted to it, and whether its opening may still change.
 */

/**
 * Debits less credits of each detail account over every given account, a row each from the balances the ledger's
 * triggers keep (detail_balance); a detail never posted to is absent. The ids are one array parameter: the offline
 * fill asks for 100,000 persons' at once, past a statement's parameters.
 */
export async function detailBalances(db: Executor, businessId: number, detailIds: readonly number[]): Promise<Map<number, string>> {
  if (detailIds.length === 0) return new Map();
  const rows = await db
    .select({ detailId: detailBalance.detailId, balance: detailBalance.balance })
    .from(detailBalance)
    .where(and(eq(detailBalance.businessId, businessId), sql`${detailBalance.detailId} = any(${arrayParameter(detailIds)}::bigint[])`));
  return new Map(rows.map((row) => [Number(row.detailId), sumMoney([row.balance])]));
}

/**
 * Debits less credits of every detail account of the business with postings, over every given account, as rows of
 * `detail_id` and `balance` for a statement that joins them to its records (the persons owing the most): a row a
 * detail account, from the balances the ledger's triggers keep (detail_balance), never its days or lines.
 */
export function detailBalanceRows(businessId: number): SQL {
  return sql`select detail_id, balance from ${detailBalance} where business_id = ${businessId}`;
}

/**
 * Debits less credits of one detail account on one given account: up to and including `date`, and over all days
 * (what a later-dated posting already took out counts against an earlier one too).
 */
export async function detailBalanceOn(db: Executor, businessId: number, accountId: number, detailId: number, date: string): Promise<{ onDate: string; latest: string }> {
  const [row] = await db
    .select({
      onDate: sql<string>`coalesce(sum(${accountBalance.debit} - ${accountBalance.credit}) filter (where ${accountBalance.day} <= ${date}), 0)::text`,
      latest: sql<string>`coalesce(sum(${accountBalance.debit} - ${accountBalance.credit}), 0)::text`,
    })
    .from(accountBalance)
    .where(and(eq(accountBalance.businessId, businessId), eq(accountBalance.accountId, accountId), eq(accountBalance.detailId, detailId)));
  return { onDate: sumMoney([row?.onDate ?? '0']), latest: sumMoney([row?.latest ?? '0']) };
}

/** Whether a line other than the record's own opening part was posted to its detail account. */
export async function postedBeyondOpening(tx: Executor, businessId: number, detailId: number, part: LineSource): Promise<boolean> {
  const [posting] = await tx
    .select({ id: journalLine.id })
    .from(journalLine)
    .where(
      and(
        eq(journalLine.businessId, businessId),
        eq(journalLine.detailId, detailId),
        sql`(${journalLine.sourceType} is distinct from ${part.type} or ${journalLine.sourceId} is distinct from ${part.id})`,
      ),
    )
    .limit(1);
  return posting !== undefined;
}

/** A record of a list page: its id, its detail account, and whether it was saved with an opening balance. */
export interface StandingRecord {
  id: number;
  detailId: number;
  opened: boolean;
}

/**
 * Where a list page's records stand: each detail account's balance (debits less credits over every given account,
 * absent for one never posted to), and the records whose opening may still change (initialCheck): the main year is
 * open, its opening document temporary and unlocked, and the record's opening was not made in an earlier year (only
 * a record saved with an opening balance can have been). One read, and one more when a record was opened.
 */
export async function recordStandings(
  db: Executor,
  businessId: number,
  sourceType: string,
  records: readonly StandingRecord[],
): Promise<{ balances: Map<number, string>; changeable: Set<number> }> {
  const details = records.map((record) => record.detailId).filter((id) => id > 0);
  const standing = await mainYearStanding(db, businessId, details);
  const balances = new Map(standing.balances.map(([detailId, balance]) => [Number(detailId), sumMoney([balance])]));
  if (standing.refusal !== null) return { balances, changeable: new Set() };
  const opened = records.filter((record) => record.opened).map((record) => record.id);
  const carried = await openedInOtherYears(db, businessId, sourceType, opened, standing.yearId);
  return { balances, changeable: new Set(records.map((record) => record.id).filter((id) => !carried.has(id))) };
}
