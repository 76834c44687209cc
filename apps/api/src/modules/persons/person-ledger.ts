import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { RemainState } from '@hesab/contract';
import { person, type Executor } from '@hesab/db';
import { compareMoney, isZeroMoney, sumMoney, type JournalLine } from '@hesab/domain';
import { isLanguage, translateServerMessage, type ServerMessageKey } from '@hesab/i18n';
import { BusinessRuleError, FieldErrors } from '../../http/errors.ts';
import type { Actor } from '../activity-log/index.ts';
import { addOpeningParts, detailBalances, openingPartRefusal, postedBeyondOpening, recordStandings, saveOpeningPart, type OpeningRefusal } from '../ledger/index.ts';
import { mainFinancialYear } from '../tenancy/index.ts';
import { removeRecordDetail, requireSystemAccounts } from '../accounting/index.ts';
import type { ComputedFilter, ResourceRow } from '../resources/index.ts';

/* A person in the ledger: its detail account (group person), its opening balance as a part of the year's opening
   document, and its balance read back from the per-detail daily balances. */

/** The opening as the form means it: a positive price with no nature is debtor (spec 02 section 4). */
function openingOf(row: ResourceRow): { price: string; nature: 'debtor' | 'creditor' } {
  const price = typeof row.initial_price === 'string' && row.initial_price !== '' ? sumMoney([row.initial_price]) : '0';
  return { price, nature: row.nature_initial_price === 'creditor' ? 'creditor' : 'debtor' };
}

/** The accounts an opening balance posts to: receivable or payable, and the opening account. */
const openingAccounts = (tx: Executor, businessId: number) => requireSystemAccounts(tx, businessId, ['receivable', 'payable', 'opening'], 'person-accounts-missing');

/** A debtor opening debits receivable, a creditor one credits payable, both against the opening account. */
function openingLines(
  accounts: Awaited<ReturnType<typeof openingAccounts>>,
  opening: { price: string; nature: 'debtor' | 'creditor' },
  detailId: number,
  description: string,
): JournalLine[] {
  const personAccount = opening.nature === 'debtor' ? accounts.receivable : accounts.payable;
  const openingAccount = accounts.opening;
  const debtor = opening.nature === 'debtor';
  return [
    { accountId: debtor ? personAccount : openingAccount, detailId: debtor ? detailId : null, debit: opening.price, credit: '0', description },
    { accountId: debtor ? openingAccount : personAccount, detailId: debtor ? null : detailId, debit: '0', credit: opening.price, description },
  ];
}

/** The opening lines' description: the person's name, in the business's language. */
const openingDescription = (row: ResourceRow, lang: string) =>
  translateServerMessage(isLanguage(lang) ? lang : 'fa', 'person-opening-description', { name: String(row.name) });

const refusals: Record<OpeningRefusal, ServerMessageKey> = {
  'closed-year': 'closed-year-cannot-change',
  permanent: 'opening-balance-permanent',
  carried: 'opening-balance-permanent',
  locked: 'locked-document-cannot-change',
};

/** The opening document's parts of persons are of this source type, each with the person's id. */
const sourceType = 'person';
const sourceOf = (personId: number) => ({ type: sourceType, id: personId });

/** The form's opening balance, checked before the row is written: never negative, debtor when no nature is given. */
export function checkOpeningBalance(values: ResourceRow, before: ResourceRow | null): void {
  const wanted = openingOf({ ...(before ?? {}), ...values });
  if (compareMoney(wanted.price, '0') < 0) throw new FieldErrors({ initial_price: [{ key: 'opening-balance-negative' }] });
  if (!isZeroMoney(wanted.price) && !values.nature_initial_price && !before?.nature_initial_price) values.nature_initial_price = 'debtor';
}

/**
 * Writes the person's part of the main year's opening document when the form's opening balance changed, in the
 * save's transaction. It changes only while initialCheck holds: the main year is open, its opening document
 * temporary and unlocked, and the person's opening was not made in an earlier year.
 */
export async function saveOpeningBalance(
  tx: Executor,
  actor: Actor,
  row: ResourceRow,
  before: { price: string; nature: 'debtor' | 'creditor' },
  lang: string,
): Promise<void> {
  const wanted = openingOf(row);
  const unchanged = compareMoney(wanted.price, before.price) === 0 && (isZeroMoney(wanted.price) || wanted.nature === before.nature);
  if (unchanged) return;
  const source = sourceOf(Number(row.id));
  const year = await mainFinancialYear(tx, actor.businessId);
  const lines = isZeroMoney(wanted.price) ? [] : openingLines(await openingAccounts(tx, actor.businessId), wanted, Number(row.detail_id), openingDescription(row, lang));
  const saved = await saveOpeningPart(tx, actor, year, source, lines);
  if ('refusal' in saved) throw new BusinessRuleError(refusals[saved.refusal]);
}

/** `saveOpeningBalance` for many new persons (an import's): the parts of those with an opening balance, at once. */
export async function saveOpeningBalances(tx: Executor, actor: Actor, rows: readonly ResourceRow[], lang: string): Promise<void> {
  const opened = rows.filter((row) => !isZeroMoney(openingOf(row).price));
  if (opened.length === 0) return;
  const accounts = await openingAccounts(tx, actor.businessId);
  const parts = opened.map((row) => ({ sourceId: Number(row.id), lines: openingLines(accounts, openingOf(row), Number(row.detail_id), openingDescription(row, lang)) }));
  const refusal = await addOpeningParts(tx, actor, await mainFinancialYear(tx, actor.businessId), sourceType, parts);
  if (refusal) throw new BusinessRuleError(refusals[refusal]);
}

/** The opening balance a stored row was saved with, to tell whether a save changes it. */
export function storedOpening(row: ResourceRow | null): { price: string; nature: 'debtor' | 'creditor' } {
  return row ? openingOf(row) : { price: '0', nature: 'debtor' };
}

/**
 * A person whose detail account has lines beside its own part of the opening document is in the books: refused,
 * as is one whose opening can no longer change. The row is checked before the delete; its part and detail account
 * go after it (afterRemove).
 */
export async function refuseIfPosted(tx: Executor, businessId: number, row: ResourceRow): Promise<void> {
  const source = sourceOf(Number(row.id));
  if (!isZeroMoney(openingOf(row).price) && (await openingPartRefusal(tx, await mainFinancialYear(tx, businessId), source))) {
    throw new BusinessRuleError('person-has-postings');
  }
  if (await postedBeyondOpening(tx, businessId, Number(row.detail_id), source)) throw new BusinessRuleError('person-has-postings');
}

/** A person saved without an opening balance has no part to take out, whatever state the opening document is in. */
export async function removeFromLedger(tx: Executor, actor: Actor, row: ResourceRow): Promise<void> {
  if (!isZeroMoney(openingOf(row).price)) {
    const saved = await saveOpeningPart(tx, actor, await mainFinancialYear(tx, actor.businessId), sourceOf(Number(row.id)), []);
    if ('refusal' in saved) throw new BusinessRuleError(refusals[saved.refusal]);
  }
  await removeRecordDetail(tx, actor.businessId, Number(row.detail_id));
}

export function remainStateOf(remain: string): RemainState {
  const sign = compareMoney(remain, '0');
  return sign > 0 ? 'debtor' : sign < 0 ? 'creditor' : 'clearing';
}

/** Each person's balance (`remain`), as a picker shows it; false where no row has a detail account, and none is set. */
export async function readPersonRemains(db: Executor, businessId: number, rows: ResourceRow[]): Promise<boolean> {
  const detailIds = rows.map((row) => Number(row.detail_id)).filter((id) => id > 0);
  if (detailIds.length === 0) return false;
  const remainOf = await detailBalances(db, businessId, detailIds);
  for (const row of rows) row.remain = remainOf.get(Number(row.detail_id)) ?? '0';
  return true;
}

/**
 * Adds remain (debits minus credits of the person's detail account over every given account), its state, and
 * initialCheck to rows as they are read: one query for both, and one more when a person was saved with an opening.
 */
export async function readPersonBalances(db: Executor, businessId: number, rows: ResourceRow[]): Promise<void> {
  if (!rows.some((row) => Number(row.detail_id) > 0)) return;
  const records = rows.map((row) => ({ id: Number(row.id), detailId: Number(row.detail_id), opened: !isZeroMoney(openingOf(row).price) }));
  const { balances, changeable } = await recordStandings(db, businessId, 'person', records);
  for (const row of rows) {
    row.remain = balances.get(Number(row.detail_id)) ?? '0';
    row.remain_state = remainStateOf(String(row.remain));
    row.initialCheck = changeable.has(Number(row.id));
  }
}

/** The debtor, creditor and clearing lists: a filter on the sign of the person's balance. */
export const personBalanceFilter: ComputedFilter = (field, values) => {
  if (field !== 'remain_state') return undefined;
  const remain = sql`coalesce((select sum(b.debit - b.credit) from account_balance b
    where b.business_id = ${person.businessId} and b.detail_id = ${person.detail_id}), 0)`;
  const bySign: Record<string, SQL> = { debtor: sql`${remain} > 0`, creditor: sql`${remain} < 0`, clearing: sql`${remain} = 0` };
  const chosen = values.map((value) => bySign[String(value)]);
  if (chosen.some((condition) => condition === undefined)) throw new FieldErrors({ filters: [{ key: 'invalid-value' }] });
  return sql`(${sql.join(chosen.filter((c): c is SQL => c !== undefined), sql` or `)})`;
};

/** The detail account of each of the business's persons in `ids`, for a posting made again outside its document's write. */
export async function personDetails(db: Executor, businessId: number, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: person.id, detail: person.detail_id })
    .from(person)
    .where(and(eq(person.businessId, businessId), inArray(person.id, [...ids])));
  return new Map(rows.map((row) => [Number(row.id), Number(row.detail)]));
}

/** A person as an invoice's visitor: whether they are one, and the percents of a sale and of its return they earn. */
export async function visitorTerms(db: Executor, businessId: number, id: number) {
  const [row] = await db
    .select({ visitor: person.visitor, sell: person.visitorSellPercent, returnSell: person.visitorReturnSellPercent })
    .from(person)
    .where(and(eq(person.businessId, businessId), eq(person.id, id)));
  return row ?? null;
}
