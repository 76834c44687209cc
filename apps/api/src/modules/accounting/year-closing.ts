import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { yearClosingKinds, type YearClosingDocument, type YearClosingInput, type YearClosingKind, type YearClosingState } from '@hesab/contract';
import { account, journal, type Database, type Executor } from '@hesab/db';
import { sumMoney, type JournalLine, type SystemAccounts } from '@hesab/domain';
import { defaultLanguage, isLanguage, translateServerMessage, type Language, type ServerMessageKey } from '@hesab/i18n';
import { BusinessRuleError, FieldErrors, NotFoundError } from '../../http/errors.ts';
import { writeLog, type Actor } from '../activity-log/index.ts';
import { postJournal, saveOpeningPart } from '../ledger/index.ts';
import {
  businessSettings,
  closeFinancialYear,
  financialYearById,
  findNextYear,
  lockMainYear,
  mainFinancialYear,
  nextYearSpan,
  openNextYear,
  type FinancialYear,
} from '../tenancy/index.ts';
import { balancesUpTo, closingAccounts, refuseInactive, type ClosingAccounts } from './closing-balances.ts';
import { transferLines } from './closing-lines.ts';
import { loadSystemAccounts } from './system-accounts.ts';

const descriptions: Record<YearClosingKind, ServerMessageKey> = {
  closeAccounts: 'closing-description-close-accounts',
  closeIncomeSummary: 'closing-description-income-summary',
  closeOpening: 'closing-description-close-opening',
  closing: 'closing-description-closing',
  opening: 'closing-description-opening',
};

/** What one closing transaction works with: who, the business's language for the documents, its system accounts. */
interface Closing {
  tx: Executor;
  actor: Actor;
  language: Language;
  accounts: ClosingAccounts;
}

/** The main year, locked (as document numbering locks it) after checking that it is the year the user asked to close. */
async function lockYear(tx: Executor, businessId: number, yearId: number): Promise<FinancialYear> {
  const main = await lockMainYear(tx, businessId);
  if (main?.id === yearId && !main.closed) return main;
  const asked = await financialYearById(tx, businessId, yearId);
  if (!asked) throw new NotFoundError();
  throw new BusinessRuleError(asked.closed ? 'year-already-closed' : 'year-not-main');
}

async function temporaryDocuments(tx: Executor, businessId: number, yearId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(journal)
    .where(and(eq(journal.businessId, businessId), eq(journal.financialYearId, yearId), eq(journal.state, 'temporary')));
  return row?.n ?? 0;
}

/** Closing entries stand on permanent documents: a temporary one could still change the balances they close. */
async function refuseTemporaryDocuments(tx: Executor, businessId: number, yearId: number): Promise<void> {
  const pending = await temporaryDocuments(tx, businessId, yearId);
  if (pending > 0) throw new BusinessRuleError('year-closing-temporary-documents', { count: pending });
}

async function languageOf(tx: Executor, businessId: number): Promise<Language> {
  const { lang } = await businessSettings(tx, businessId);
  return isLanguage(lang) ? lang : defaultLanguage;
}

/** Posts one permanent closing document into `year`, numbered after its last one; nothing when there are no lines. */
async function post(
  closing: Closing,
  kind: YearClosingKind,
  year: FinancialYear,
  date: string,
  sourceYear: FinancialYear,
  lines: JournalLine[],
): Promise<YearClosingDocument | null> {
  if (lines.length === 0) return null;
  const { tx, actor } = closing;
  await refuseInactive(tx, actor.businessId, lines);
  const description = translateServerMessage(closing.language, descriptions[kind], { year: year.name });
  const { id, number } = await postJournal(
    tx,
    { businessId: actor.businessId, financialYearId: year.id, state: 'permanent', sourceType: kind, sourceId: sourceYear.id, createdBy: actor.userId },
    { date, description, lines },
  );
  await writeLog(tx, actor, { action: 'create', type: 'accountingDocument', id, number: String(number), content: description });
  return { id, number, date, kind };
}

/**
 * The closed year's balances, put back as the carried part of the next year's opening document: a part like a
 * person's opening balance, so that openings entered in the new year stay in the same document.
 */
async function carryIntoOpening(closing: Closing, next: FinancialYear, closed: FinancialYear, lines: JournalLine[]): Promise<YearClosingDocument | null> {
  if (lines.length === 0) return null;
  const { tx, actor } = closing;
  await refuseInactive(tx, actor.businessId, lines);
  const saved = await saveOpeningPart(tx, actor, next, { type: 'closing', id: closed.id }, lines);
  if ('refusal' in saved) throw new BusinessRuleError('next-year-opening-permanent');
  if (!saved.document) throw new Error('opening document not written');
  const { id, number, date } = saved.document;
  return { id, number, date, kind: 'opening' };
}

/**
 * closeDocumentAccount: every temporary account's balance, per detail account, into the income summary; then the
 * income summary (the year's profit or loss) into retained earnings. Both dated the year's last day.
 */
async function closeTemporaryAccounts(closing: Closing, year: FinancialYear): Promise<YearClosingDocument[]> {
  const { tx, actor, accounts } = closing;
  const temporary = await balancesUpTo(tx, actor.businessId, year.endDate, eq(account.kind, 'temporary'));
  const intoSummary = await post(closing, 'closeAccounts', year, year.endDate, year, transferLines(temporary, accounts.incomeSummary, 'close'));
  const summary = await balancesUpTo(tx, actor.businessId, year.endDate, eq(account.id, accounts.incomeSummary));
  const intoRetained = await post(closing, 'closeIncomeSummary', year, year.endDate, year, transferLines(summary, accounts.retainedEarnings, 'close'));
  return [intoSummary, intoRetained].filter((document) => document !== null);
}

/** The balances of the opening documents' balancing account up to the year's end, per detail account. */
function openingBalances(tx: Executor, businessId: number, year: FinancialYear, opening: number) {
  return balancesUpTo(tx, businessId, year.endDate, eq(account.id, opening));
}

/** The chart's capital account (system role `capital`), by id, code and name; null where the chart has none. */
async function chartCapital(tx: Executor, businessId: number, roles?: SystemAccounts): Promise<{ id: number; code: string; name: string } | null> {
  const id = (roles ?? (await loadSystemAccounts(tx, businessId))).get('capital');
  if (id === undefined) return null;
  const [row] = await tx.select({ id: account.id, code: account.code, name: account.name }).from(account).where(and(eq(account.businessId, businessId), eq(account.id, id)));
  return row ?? null;
}

/**
 * The capital account the opening balance moves to: the one chosen, which must be an active given account under a
 * balance-sheet group and not the opening account itself (422 on `capital_account`), else the chart's.
 */
async function capitalAccount(tx: Executor, businessId: number, opening: number, chosen: number | undefined): Promise<number> {
  if (chosen === undefined) {
    const capital = await chartCapital(tx, businessId);
    if (!capital) throw new BusinessRuleError('capital-account-missing');
    return capital.id;
  }
  const [found] = await tx
    .select({ id: account.id })
    .from(account)
    .where(
      and(
        eq(account.businessId, businessId),
        eq(account.id, chosen),
        eq(account.level, 'given'),
        eq(account.status, 'active'),
        sql`exists (select 1 from account t join account g on g.business_id = t.business_id and g.id = t.parent_id
          where t.business_id = ${account.businessId} and t.id = ${account.parentId} and g.type = 'balanceSheet')`,
      ),
    );
  if (!found || found.id === opening) throw new FieldErrors({ capital_account: [{ key: 'capital-account-invalid' }] });
  return found.id;
}

/**
 * The opening documents' balancing account (تراز افتتاحیه) holds the other side of every opening balance entered:
 * the owner's stake, of no owner until it is named. The year's closing moves it to the capital account, dated the
 * year's last day, so the next year opens with it as capital instead of carrying it as equity nobody owns.
 */
async function closeOpeningIntoCapital(closing: Closing, year: FinancialYear, chosen: number | undefined): Promise<YearClosingDocument | null> {
  const { tx, actor, accounts } = closing;
  const balances = await openingBalances(tx, actor.businessId, year, accounts.opening);
  if (balances.length === 0) return null;
  const capital = await capitalAccount(tx, actor.businessId, accounts.opening, chosen);
  return post(closing, 'closeOpening', year, year.endDate, year, transferLines(balances, capital, 'close'));
}

/** The year's closing: checks, the lock, and the system accounts, then `work` in the same transaction. */
async function inClosing<T>(db: Database, actor: Actor, input: YearClosingInput, work: (closing: Closing, year: FinancialYear) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const year = await lockYear(tx, actor.businessId, input.year_id);
    await refuseTemporaryDocuments(tx, actor.businessId, year.id);
    const closing = { tx, actor, language: await languageOf(tx, actor.businessId), accounts: await closingAccounts(tx, actor.businessId) };
    return work(closing, year);
  });
}

export interface ClosedYear {
  documents: YearClosingDocument[];
  closingIds: number[];
  openingId: number | null;
  closed: FinancialYear;
  next: FinancialYear;
}

/** Closing the financial year and opening the next (closingOpeningDocument and closeDocumentAccount). */
export class YearClosing {
  constructor(private readonly db: Database) {}

  async state(businessId: number): Promise<YearClosingState> {
    const year = await mainFinancialYear(this.db, businessId);
    // The chart's opening and capital accounts, read once for both figures.
    const roles = await loadSystemAccounts(this.db, businessId);
    const temporary = await balancesUpTo(this.db, businessId, year.endDate, eq(account.kind, 'temporary'));
    const next = (await findNextYear(this.db, businessId, year.endDate)) ?? { id: null, ...nextYearSpan(year.endDate) };
    const documents = await this.db
      .select({ id: journal.id, number: journal.number, date: journal.date, kind: journal.sourceType })
      .from(journal)
      .where(and(eq(journal.businessId, businessId), eq(journal.financialYearId, year.id), inArray(journal.sourceType, [...yearClosingKinds])))
      .orderBy(asc(journal.number));
    return {
      year_id: year.id,
      year_name: year.name,
      start_date: year.startDate,
      end_date: year.endDate,
      closed: year.closed,
      temporary_documents: await temporaryDocuments(this.db, businessId, year.id),
      temporary_accounts_open: temporary.length > 0,
      next_year: { id: next.id, name: next.name, start_date: next.startDate, end_date: next.endDate },
      documents: documents.flatMap((d) => {
        const kind = yearClosingKinds.find((k) => k === d.kind);
        return kind ? [{ ...d, kind }] : [];
      }),
      opening_balance: await this.openingBalance(businessId, year, roles),
      capital_account: await chartCapital(this.db, businessId, roles),
    };
  }

  /** What the opening account holds at the year's end, debit less credit; 0 where the chart has no opening account. */
  private async openingBalance(businessId: number, year: FinancialYear, roles: SystemAccounts): Promise<string> {
    const opening = roles.get('opening');
    if (opening === undefined) return '0';
    return sumMoney((await openingBalances(this.db, businessId, year, opening)).map((b) => b.balance));
  }

  /** `POST accounting/closeAccounts`: refused when there is nothing left to close, e.g. when it was done already. */
  async closeAccounts(actor: Actor, input: YearClosingInput): Promise<YearClosingDocument[]> {
    return inClosing(this.db, actor, input, async (closing, year) => {
      const documents = await closeTemporaryAccounts(closing, year);
      if (documents.length === 0) throw new BusinessRuleError('temporary-accounts-already-closed');
      return documents;
    });
  }

  /**
   * `POST accounting/closeYear`, all in one transaction: the temporary accounts if still open; the closing
   * document (every permanent account's balance, per detail account, against the closing account); the year
   * marked closed; the next year made main; and there, on its first day, the opening document putting every
   * balance back against the opening account.
   */
  async closeYear(actor: Actor, input: YearClosingInput): Promise<ClosedYear> {
    return inClosing(this.db, actor, input, async (closing, year) => {
      const { tx, accounts } = closing;
      const documents = await closeTemporaryAccounts(closing, year);
      const intoCapital = await closeOpeningIntoCapital(closing, year, input.capital_account);
      if (intoCapital) documents.push(intoCapital);
      // One reading serves both documents, so the opening restores exactly what the closing took away.
      const permanent = await balancesUpTo(tx, actor.businessId, year.endDate, eq(account.kind, 'always'));
      const closingDocument = await post(closing, 'closing', year, year.endDate, year, transferLines(permanent, accounts.closing, 'close'));
      const closed = await closeFinancialYear(tx, actor.businessId, year.id);
      await writeLog(tx, actor, { action: 'update', type: 'financialYear', id: year.id, number: year.name, content: 'closed: true' });
      const { year: next, created } = await openNextYear(tx, closed);
      await writeLog(tx, actor, { action: created ? 'create' : 'update', type: 'financialYear', id: next.id, number: next.name, content: 'isMain: true' });
      const opening = await carryIntoOpening(closing, next, year, transferLines(permanent, accounts.opening, 'restore'));
      const all = [...documents, closingDocument, opening].filter((document) => document !== null);
      return {
        documents: all,
        closingIds: all.filter((d) => d.kind !== 'opening').map((d) => d.id),
        openingId: opening?.id ?? null,
        closed,
        next,
      };
    });
  }
}
