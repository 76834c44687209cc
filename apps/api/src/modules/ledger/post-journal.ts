import { and, eq, inArray, sql } from 'drizzle-orm';
import { account, accountBalance, accountDayBalance, detailAccount, journal, journalLine, type Executor } from '@hesab/db';
import { addMoney, journalProblems, negateMoney, type JournalDraft, type Money } from '@hesab/domain';
import { FieldErrors, type FieldError } from '../../http/errors.ts';

export interface JournalHeader {
  businessId: number;
  financialYearId: number;
  number: number;
  state: 'temporary' | 'permanent';
  sourceType: string;
  sourceId?: number | null;
  reversesId?: number | null;
  createdBy: number;
}

/** The draft's problems as field errors on the spec's rows (`rows.2.debit`), or on `rows` for the whole. */
function refuse(draft: JournalDraft): void {
  const problems = journalProblems(draft);
  if (problems.length === 0) return;
  const errors: Record<string, FieldError[]> = {};
  for (const problem of problems) {
    if (problem.kind === 'no-lines') (errors.rows ??= []).push({ key: 'journal-no-rows' });
    else if (problem.kind === 'unbalanced') {
      (errors.rows ??= []).push({ key: 'journal-unbalanced', params: { debit: problem.debit, credit: problem.credit } });
    } else (errors[`rows.${problem.line}.debit`] ??= []).push({ key: 'journal-line-invalid' });
  }
  throw new FieldErrors(errors);
}

/** Every line must post to an active given account, and any detail account must be an active one, of this business. */
async function checkAccounts(tx: Executor, businessId: number, draft: JournalDraft): Promise<void> {
  const ids = [...new Set(draft.lines.map((line) => line.accountId))];
  const postable = await tx
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.businessId, businessId), inArray(account.id, ids), eq(account.level, 'given'), eq(account.status, 'active')));
  const allowed = new Set(postable.map((row) => row.id));
  const detailIds = [...new Set(draft.lines.map((line) => line.detailId ?? 0).filter((id) => id !== 0))];
  const details =
    detailIds.length === 0
      ? []
      : await tx
          .select({ id: detailAccount.id })
          .from(detailAccount)
          .where(and(eq(detailAccount.businessId, businessId), inArray(detailAccount.id, detailIds), eq(detailAccount.status, 'active')));
  const knownDetails = new Set(details.map((row) => row.id));
  const errors: Record<string, FieldError[]> = {};
  draft.lines.forEach((line, index) => {
    if (!allowed.has(line.accountId)) errors[`rows.${index}.account`] = [{ key: 'account-not-postable' }];
    if (line.detailId && !knownDetails.has(line.detailId)) errors[`rows.${index}.detail`] = [{ key: 'invalid-value' }];
  });
  if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
}

/** Adds (or, with sign -1, takes away) the lines' amounts to the daily balances: one upsert per balance table. */
async function moveBalances(tx: Executor, businessId: number, day: string, lines: JournalDraft['lines'], sign: 1 | -1): Promise<void> {
  const signed = (value: Money) => (sign === 1 ? value : negateMoney(value));
  const byDetail = new Map<string, { accountId: number; detailId: number; debit: Money; credit: Money }>();
  const byAccount = new Map<number, { accountId: number; debit: Money; credit: Money }>();
  for (const line of lines) {
    const detailId = line.detailId ?? 0;
    const key = `${line.accountId}:${detailId}`;
    const detail = byDetail.get(key) ?? { accountId: line.accountId, detailId, debit: '0', credit: '0' };
    byDetail.set(key, { ...detail, debit: addMoney(detail.debit, line.debit), credit: addMoney(detail.credit, line.credit) });
    const total = byAccount.get(line.accountId) ?? { accountId: line.accountId, debit: '0', credit: '0' };
    byAccount.set(line.accountId, { ...total, debit: addMoney(total.debit, line.debit), credit: addMoney(total.credit, line.credit) });
  }
  // Rows are upserted in key order, so that documents posted at once lock shared balances in the same order and
  // never deadlock (the ledger benchmark found it with 8 documents in flight).
  const accounts = [...byAccount.values()].sort((a, b) => a.accountId - b.accountId);
  const detailRows = [...byDetail.values()].sort((a, b) => a.accountId - b.accountId || a.detailId - b.detailId);
  await tx
    .insert(accountDayBalance)
    .values(accounts.map((t) => ({ businessId, accountId: t.accountId, day, debit: signed(t.debit), credit: signed(t.credit) })))
    .onConflictDoUpdate({
      target: [accountDayBalance.businessId, accountDayBalance.accountId, accountDayBalance.day],
      set: { debit: sql`${accountDayBalance.debit} + excluded.debit`, credit: sql`${accountDayBalance.credit} + excluded.credit` },
    });
  await tx
    .insert(accountBalance)
    .values(
      detailRows.map((t) => ({
        businessId,
        accountId: t.accountId,
        detailId: t.detailId,
        day,
        debit: signed(t.debit),
        credit: signed(t.credit),
      })),
    )
    .onConflictDoUpdate({
      target: [accountBalance.businessId, accountBalance.accountId, accountBalance.detailId, accountBalance.day],
      set: { debit: sql`${accountBalance.debit} + excluded.debit`, credit: sql`${accountBalance.credit} + excluded.credit` },
    });
}

/**
 * Posts a balanced journal in the caller's transaction: the document, its lines, and the daily balances, all or
 * nothing. Checks with exact decimals first (ARCHITECTURE.md section 3); called by the command that saves the
 * document, never by a listener.
 */
export async function postJournal(tx: Executor, header: JournalHeader, draft: JournalDraft): Promise<number> {
  refuse(draft);
  await checkAccounts(tx, header.businessId, draft);
  const [row] = await tx
    .insert(journal)
    .values({
      businessId: header.businessId,
      financialYearId: header.financialYearId,
      number: header.number,
      date: draft.date,
      description: draft.description,
      state: header.state,
      sourceType: header.sourceType,
      sourceId: header.sourceId ?? null,
      reversesId: header.reversesId ?? null,
      createdBy: header.createdBy,
    })
    .returning({ id: journal.id });
  if (!row) throw new Error('journal not written');
  await writeLines(tx, header.businessId, row.id, draft);
  return row.id;
}

async function writeLines(tx: Executor, businessId: number, journalId: number, draft: JournalDraft): Promise<void> {
  await tx.insert(journalLine).values(
    draft.lines.map((line, index) => ({
      businessId,
      journalId,
      lineNo: index + 1,
      accountId: line.accountId,
      detailId: line.detailId ?? 0,
      date: draft.date,
      debit: line.debit,
      credit: line.credit,
      description: line.description ?? null,
      currencyId: line.foreign?.currencyId ?? null,
      currencyAmount: line.foreign?.amount ?? null,
      rate: line.foreign?.rate ?? null,
    })),
  );
  await moveBalances(tx, businessId, draft.date, draft.lines, 1);
}

/**
 * Replaces the lines of a temporary journal: the old lines leave the balances, the new ones enter them. The
 * database refuses this for a permanent journal.
 */
export async function repostJournal(tx: Executor, businessId: number, journalId: number, draft: JournalDraft): Promise<void> {
  refuse(draft);
  await checkAccounts(tx, businessId, draft);
  await removeLines(tx, businessId, journalId);
  await tx
    .update(journal)
    .set({ date: draft.date, description: draft.description })
    .where(and(eq(journal.businessId, businessId), eq(journal.id, journalId)));
  await writeLines(tx, businessId, journalId, draft);
}

/** Takes a journal's lines out of the balances and deletes them. */
export async function removeLines(tx: Executor, businessId: number, journalId: number): Promise<void> {
  const old = await tx
    .select()
    .from(journalLine)
    .where(and(eq(journalLine.businessId, businessId), eq(journalLine.journalId, journalId)));
  const byDay = new Map<string, JournalDraft['lines']>();
  for (const line of old) {
    const lines = byDay.get(line.date) ?? [];
    lines.push({ accountId: line.accountId, detailId: line.detailId, debit: line.debit, credit: line.credit });
    byDay.set(line.date, lines);
  }
  for (const [day, lines] of byDay) await moveBalances(tx, businessId, day, lines, -1);
  await tx.delete(journalLine).where(and(eq(journalLine.businessId, businessId), eq(journalLine.journalId, journalId)));
}
