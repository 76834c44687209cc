import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { RemainState } from '@hesab/contract';
import { account, accountBalance, detailAccount, financialYear, journal, journalLine, person, type Executor } from '@hesab/db';
import { compareMoney, isZeroMoney, sumMoney, type JournalDraft } from '@hesab/domain';
import { isLanguage, translateServerMessage } from '@hesab/i18n';
import { BusinessRuleError, FieldErrors } from '../../http/errors.ts';
import type { Actor } from '../activity-log/index.ts';
import { postJournal, removeLines, repostJournal } from '../ledger/index.ts';
import { mainFinancialYear } from '../tenancy/index.ts';
import type { ComputedFilter, ResourceRow } from '../resources/index.ts';

/* A person in the ledger: its detail account (group person), its opening balance as a journal, and its balance
   read back from the per-detail daily balances. */

/** Makes the person's detail account; it is named and activated by syncDetailAccount once the person is known. */
export async function createDetailAccount(tx: Executor, businessId: number, name: string): Promise<number> {
  const [row] = await tx
    .insert(detailAccount)
    .values({ businessId, name, group: 'person', system: 'customer', status: 'active' })
    .returning({ id: detailAccount.id });
  if (!row) throw new Error('detail account not written');
  return row.id;
}

/** The detail account carries the person's name and status, so pickers and reports read the same. */
export async function syncDetailAccount(tx: Executor, businessId: number, detailId: number, name: string, status: unknown): Promise<void> {
  await tx
    .update(detailAccount)
    .set({ name, status: status === 'deactive' ? 'deactive' : 'active' })
    .where(and(eq(detailAccount.businessId, businessId), eq(detailAccount.id, detailId)));
}

async function openingJournalOf(tx: Executor, businessId: number, journalId: unknown) {
  if (typeof journalId !== 'number') return null;
  const [row] = await tx.select().from(journal).where(and(eq(journal.businessId, businessId), eq(journal.id, journalId))).for('update');
  return row ?? null;
}

/** The opening as the form means it: a positive price with no nature is debtor (spec 02 section 4). */
function openingOf(row: ResourceRow): { price: string; nature: 'debtor' | 'creditor' } {
  const price = typeof row.initial_price === 'string' && row.initial_price !== '' ? sumMoney([row.initial_price]) : '0';
  return { price, nature: row.nature_initial_price === 'creditor' ? 'creditor' : 'debtor' };
}

/** A debtor opening debits receivable, a creditor one credits payable, both against the opening account. */
async function openingDraft(
  tx: Executor,
  businessId: number,
  opening: { price: string; nature: 'debtor' | 'creditor' },
  detailId: number,
  date: string,
  description: string,
): Promise<JournalDraft> {
  const roles = ['receivable', 'payable', 'opening'];
  const found = await tx
    .select({ id: account.id, role: account.systemRole })
    .from(account)
    .where(and(eq(account.businessId, businessId), inArray(account.systemRole, roles), eq(account.level, 'given')));
  const byRole = new Map(found.map((row) => [row.role, row.id]));
  const personAccount = byRole.get(opening.nature === 'debtor' ? 'receivable' : 'payable');
  const openingAccount = byRole.get('opening');
  if (personAccount === undefined || openingAccount === undefined) throw new BusinessRuleError('person-accounts-missing');
  const debtor = opening.nature === 'debtor';
  return {
    date,
    description,
    lines: [
      { accountId: debtor ? personAccount : openingAccount, detailId: debtor ? detailId : null, debit: opening.price, credit: '0', description },
      { accountId: debtor ? openingAccount : personAccount, detailId: debtor ? null : detailId, debit: '0', credit: opening.price, description },
    ],
  };
}

/**
 * Posts, reposts or removes the person's opening journal when the form's opening balance changed, in the save's
 * transaction; answers the journal's id. It changes only while initialCheck holds: the main year is open and the
 * journal is a temporary, unlocked document of it.
 */
export async function saveOpeningBalance(
  tx: Executor,
  actor: Actor,
  values: ResourceRow,
  before: ResourceRow | null,
  context: { detailId: number; name: string; lang: string },
): Promise<number | null> {
  const merged = { ...(before ?? {}), ...values };
  const wanted = openingOf(merged);
  if (compareMoney(wanted.price, '0') < 0) throw new FieldErrors({ initial_price: [{ key: 'opening-balance-negative' }] });
  if (!isZeroMoney(wanted.price) && !merged.nature_initial_price) values.nature_initial_price = 'debtor';
  const stored = before ? openingOf(before) : { price: '0', nature: 'debtor' as const };
  const journalId = typeof before?.openingJournalId === 'number' ? before.openingJournalId : null;
  const unchanged = compareMoney(wanted.price, stored.price) === 0 && (isZeroMoney(wanted.price) || wanted.nature === stored.nature);
  if (unchanged) return journalId;

  const year = await mainFinancialYear(tx, actor.businessId);
  if (year.closed) throw new BusinessRuleError('closed-year-cannot-change');
  const posted = await openingJournalOf(tx, actor.businessId, journalId);
  if (posted && (posted.state === 'permanent' || posted.financialYearId !== year.id)) throw new BusinessRuleError('opening-balance-permanent');
  if (posted?.locked) throw new BusinessRuleError('locked-document-cannot-change');
  if (isZeroMoney(wanted.price)) {
    if (posted) await removeJournal(tx, actor.businessId, posted.id);
    return null;
  }
  const lang = isLanguage(context.lang) ? context.lang : 'fa';
  const description = translateServerMessage(lang, 'person-opening-description', { name: context.name });
  const draft = await openingDraft(tx, actor.businessId, wanted, context.detailId, year.startDate, description);
  if (posted) {
    await repostJournal(tx, actor.businessId, posted.id, draft);
    return posted.id;
  }
  const header = {
    businessId: actor.businessId,
    financialYearId: year.id,
   
    state: 'temporary',
    sourceType: 'personOpening',
    createdBy: actor.userId,
  } as const;
  return (await postJournal(tx, header, draft)).id;
}

async function removeJournal(tx: Executor, businessId: number, journalId: number): Promise<void> {
  await removeLines(tx, businessId, journalId);
  await tx.delete(journal).where(and(eq(journal.businessId, businessId), eq(journal.id, journalId)));
}

/**
 * A person whose detail account has lines beside its own temporary opening journal is in the books: refused. The
 * row is checked before the delete; the journal and detail account go after it (afterRemove).
 */
export async function refuseIfPosted(tx: Executor, businessId: number, row: ResourceRow): Promise<void> {
  const opening = await openingJournalOf(tx, businessId, row.openingJournalId);
  if (opening && (opening.state === 'permanent' || opening.locked)) throw new BusinessRuleError('person-has-postings');
  const others = opening ? sql`${journalLine.journalId} <> ${opening.id}` : sql`true`;
  const [posting] = await tx
    .select({ id: journalLine.id })
    .from(journalLine)
    .where(and(eq(journalLine.businessId, businessId), eq(journalLine.detailId, Number(row.detail_id)), others))
    .limit(1);
  if (posting) throw new BusinessRuleError('person-has-postings');
}

export async function removeFromLedger(tx: Executor, businessId: number, row: ResourceRow): Promise<void> {
  if (typeof row.openingJournalId === 'number') await removeJournal(tx, businessId, row.openingJournalId);
  await tx.delete(detailAccount).where(and(eq(detailAccount.businessId, businessId), eq(detailAccount.id, Number(row.detail_id))));
}

export function remainStateOf(remain: string): RemainState {
  const sign = compareMoney(remain, '0');
  return sign > 0 ? 'debtor' : sign < 0 ? 'creditor' : 'clearing';
}

/**
 * Adds remain (debits minus credits of the person's detail account over every given account), its state, and
 * initialCheck to rows as they are read: one query for the balances and one for the opening journals.
 */
export async function readPersonBalances(db: Executor, businessId: number, rows: ResourceRow[]): Promise<void> {
  const detailIds = rows.map((row) => Number(row.detail_id)).filter((id) => id > 0);
  if (detailIds.length === 0) return;
  const balances = await db
    .select({ detailId: accountBalance.detailId, remain: sql<string>`sum(${accountBalance.debit} - ${accountBalance.credit})::text` })
    .from(accountBalance)
    .where(and(eq(accountBalance.businessId, businessId), inArray(accountBalance.detailId, detailIds)))
    .groupBy(accountBalance.detailId);
  const remainOf = new Map(balances.map((row) => [Number(row.detailId), sumMoney([row.remain])]));
  const journalIds = rows.map((row) => row.openingJournalId).filter((id): id is number => typeof id === 'number');
  const year = await mainFinancialYear(db, businessId);
  const openings =
    journalIds.length === 0
      ? []
      : await db.select().from(journal).where(and(eq(journal.businessId, businessId), inArray(journal.id, journalIds)));
  const openingOfId = new Map(openings.map((row) => [row.id, row]));
  for (const row of rows) {
    const remain = remainOf.get(Number(row.detail_id)) ?? '0';
    row.remain = remain;
    row.remain_state = remainStateOf(remain);
    const opening = typeof row.openingJournalId === 'number' ? openingOfId.get(row.openingJournalId) : undefined;
    row.initialCheck = !year.closed && (!opening || (opening.state === 'temporary' && !opening.locked && opening.financialYearId === year.id));
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
