import { and, eq, sql } from 'drizzle-orm';
import type { TreasuryKind } from '@hesab/contract';
import { currency, type Executor } from '@hesab/db';
import { compareMoney, isZeroMoney, moneyFractionDigits, multiplyMoney, roundMoney, sumMoney, type JournalLine } from '@hesab/domain';
import { isLanguage, translateServerMessage, type ServerMessageKey } from '@hesab/i18n';
import { BusinessRuleError } from '../../http/errors.ts';
import { removeRecordDetail, requireSystemAccounts } from '../accounting/index.ts';
import type { Actor } from '../activity-log/index.ts';
import { openingPartRefusal, postedBeyondOpening, recordStandings, saveOpeningPart, type OpeningRefusal } from '../ledger/index.ts';
import type { ResourceRow } from '../resources/index.ts';
import { businessSettings, mainFinancialYear } from '../tenancy/index.ts';

/*
 * A treasury account in the ledger, as a person is: its detail account (group bank, cash or petty), its opening
 * balance as its part of the year's opening document (Dr the chart's bank, cash or petty-cash account with the
 * detail, Cr the opening-balance account), and its balance read back from the per-detail daily balances.
 */

/**
 * The given accounts an opening posts to: the chart's account of the kind (system roles bank, cash, petty) and the
 * opening-balance account, active ones, through the shared loader of system accounts; refused (420) when the chart
 * has lost either.
 */
export async function treasuryOpeningAccounts(tx: Executor, businessId: number, kind: TreasuryKind): Promise<{ treasury: number; opening: number }> {
  const accounts = await requireSystemAccounts(tx, businessId, [kind, 'opening'], 'treasury-accounts-missing');
  return { treasury: accounts[kind], opening: accounts.opening };
}

/** The opening balance as the form has it, in the account's currency; none is zero. */
export function openingPriceOf(row: ResourceRow | null): string {
  const price = row?.initial_price;
  return typeof price === 'string' && price !== '' ? sumMoney([price]) : '0';
}

/**
 * The opening in the ledger's money, the business's default currency: an account kept in another currency is
 * valued at that currency's rate, rounded to the default currency's digits.
 */
async function ledgerAmount(tx: Executor, businessId: number, currencyId: unknown, price: string): Promise<string> {
  const rows = await tx
    .select({ id: currency.id, rate: currency.rate, decimals: currency.decimals, isDefault: currency.isDefault })
    .from(currency)
    .where(and(eq(currency.businessId, businessId), typeof currencyId === 'number' ? sql`(${currency.id} = ${currencyId} or ${currency.isDefault})` : eq(currency.isDefault, true)));
  const own = rows.find((row) => row.id === currencyId);
  const base = rows.find((row) => row.isDefault);
  if (!own || own.isDefault || !base) return price;
  return roundMoney(multiplyMoney(price, own.rate), moneyFractionDigits(base.decimals));
}

const refusals: Record<OpeningRefusal, ServerMessageKey> = {
  'closed-year': 'closed-year-cannot-change',
  permanent: 'treasury-opening-permanent',
  carried: 'treasury-opening-permanent',
  locked: 'locked-document-cannot-change',
};

const partOf = (kind: TreasuryKind, id: number) => ({ type: kind, id });

async function openingDescription(tx: Executor, businessId: number, name: string): Promise<string> {
  const { lang } = await businessSettings(tx, businessId);
  return translateServerMessage(isLanguage(lang) ? lang : 'fa', 'treasury-opening-description', { name });
}

/**
 * Writes the account's part of the main year's opening document when its opening balance or currency changed, in
 * the save's transaction. It changes only while initialCheck holds: the main year is open, its opening document
 * temporary and unlocked, and the account's opening was not made in an earlier year (420 otherwise).
 */
export async function saveOpeningBalance(tx: Executor, actor: Actor, kind: TreasuryKind, row: ResourceRow, before: ResourceRow | null): Promise<void> {
  const price = openingPriceOf(row);
  const unchanged = compareMoney(price, openingPriceOf(before)) === 0 && (isZeroMoney(price) || row.currency === before?.currency);
  if (unchanged) return;
  const { businessId } = actor;
  let lines: JournalLine[] = [];
  if (!isZeroMoney(price)) {
    const accounts = await treasuryOpeningAccounts(tx, businessId, kind);
    const amount = await ledgerAmount(tx, businessId, row.currency, price);
    const description = await openingDescription(tx, businessId, String(row.name));
    lines = [
      { accountId: accounts.treasury, detailId: Number(row.detail_id), debit: amount, credit: '0', description },
      { accountId: accounts.opening, detailId: null, debit: '0', credit: amount, description },
    ];
  }
  const saved = await saveOpeningPart(tx, actor, await mainFinancialYear(tx, businessId), partOf(kind, Number(row.id)), lines);
  if ('refusal' in saved) throw new BusinessRuleError(refusals[saved.refusal]);
}

/**
 * An account whose detail account has lines beside its own part of the opening document is in the books: refused
 * (420), as is one whose opening can no longer change. It may still be made inactive.
 */
export async function refuseIfPosted(tx: Executor, businessId: number, kind: TreasuryKind, row: ResourceRow): Promise<void> {
  const part = partOf(kind, Number(row.id));
  if (!isZeroMoney(openingPriceOf(row)) && (await openingPartRefusal(tx, await mainFinancialYear(tx, businessId), part))) {
    throw new BusinessRuleError('treasury-has-postings');
  }
  if (await postedBeyondOpening(tx, businessId, Number(row.detail_id), part)) throw new BusinessRuleError('treasury-has-postings');
}

/**
 * After the row is deleted: its part of the opening document and its detail account go with it. An account saved
 * without an opening balance has no part, and goes even once the opening document is permanent.
 */
export async function removeFromLedger(tx: Executor, actor: Actor, kind: TreasuryKind, row: ResourceRow): Promise<void> {
  if (!isZeroMoney(openingPriceOf(row))) {
    const saved = await saveOpeningPart(tx, actor, await mainFinancialYear(tx, actor.businessId), partOf(kind, Number(row.id)), []);
    if ('refusal' in saved) throw new BusinessRuleError(refusals[saved.refusal]);
  }
  await removeRecordDetail(tx, actor.businessId, Number(row.detail_id));
}

/**
 * Adds `balance` (debits less credits of the account's detail account over every given account) and initialCheck
 * to rows as they are read: one query for both, and one more when an account was saved with an opening.
 */
export async function readTreasuryBalances(db: Executor, businessId: number, kind: TreasuryKind, rows: ResourceRow[]): Promise<void> {
  if (!rows.some((row) => Number(row.detail_id) > 0)) return;
  const records = rows.map((row) => ({ id: Number(row.id), detailId: Number(row.detail_id), opened: !isZeroMoney(openingPriceOf(row)) }));
  const { balances, changeable } = await recordStandings(db, businessId, kind, records);
  for (const row of rows) {
    row.balance = balances.get(Number(row.detail_id)) ?? '0';
    row.initialCheck = changeable.has(Number(row.id));
  }
}
