import { and, asc, count, desc, eq, gte, inArray, lte, max, ne, sql } from 'drizzle-orm';
import { documentListFilters, type AccountingDocument, type AccountingDocumentInput, type ListQuery } from '@hesab/contract';
import { account, detailAccount, financialYear, journal, journalLine, type Database, type Executor } from '@hesab/db';
import { sumMoney, type JournalDraft } from '@hesab/domain';
import { BusinessRuleError, FieldErrors, NotFoundError } from '../../http/errors.ts';
import { pageWindow } from '../../http/paging.ts';
import { textSearch } from '../../http/text-search.ts';
import { writeLog, type Actor } from '../activity-log/index.ts';
import { postJournal, removeLines, replacePart, repostJournal } from '../ledger/index.ts';
import { mainFinancialYear } from '../tenancy/main-year.ts';

/** The opening document's part that the user writes in the document form. */
const manualPart = { type: 'manual', id: 0 };

type LineAmounts = { account: number; detail?: number | null; debit: string; credit: string };

/** Whether two sets of lines are the same lines, in any order, amounts compared exactly. */
function sameLines(a: readonly LineAmounts[], b: readonly LineAmounts[]): boolean {
  const key = (line: LineAmounts) => `${line.account}:${line.detail ?? 0}:${sumMoney([line.debit])}:${sumMoney([line.credit])}`;
  const left = a.map(key).sort();
  const right = b.map(key).sort();
  return left.length === right.length && left.every((value, index) => value === right[index]);
}

function draftOf(input: AccountingDocumentInput): JournalDraft {
  return {
    date: input.date,
    description: input.description ?? null,
    lines: input.rows.map((row) => ({
      accountId: row.account,
      detailId: row.detail ?? null,
      debit: row.debit,
      credit: row.credit,
      description: row.description ?? null,
    })),
  };
}

/**
 * The main financial year, with the document's date inside it. Not locked here: the ledger locks the year for
 * numbering as its write's last step, and refuses it there if it was closed meanwhile.
 */
async function yearFor(tx: Executor, businessId: number, date: string) {
  const year = await mainFinancialYear(tx, businessId);
  if (date < year.startDate || date > year.endDate) throw new FieldErrors({ date: [{ key: 'date-outside-year' }] });
  if (year.closed) throw new BusinessRuleError('closed-year-cannot-change');
  return year;
}

/** Manual accounting documents (spec 01 "Accounting and reports": accounting new, edit, list). */
export class AccountingDocuments {
  constructor(private readonly db: Database) {}

  /**
   * One statement and no explicit transaction: the statement is a transaction of its own (document, lines,
   * balances and log row), and the year it locks for numbering is held from the number to the commit, not over
   * round trips to the server.
   */
  async create(actor: Actor, input: AccountingDocumentInput): Promise<{ id: number; number: number }> {
    return postJournal(
      this.db,
      { businessId: actor.businessId, financialYearId: 'main', state: 'temporary', sourceType: 'manual', createdBy: actor.userId },
      draftOf(input),
      { actor, entry: { action: 'create', type: 'accountingDocument', content: input.description ?? null } },
    );
  }

  private async header(tx: Executor, businessId: number, id: number) {
    const [row] = await tx.select().from(journal).where(and(eq(journal.businessId, businessId), eq(journal.id, id))).for('update');
    if (!row) throw new NotFoundError();
    return row;
  }

  /** A temporary, unlocked document, locked for this transaction; anything else is refused with its reason. */
  private async changeable(tx: Executor, businessId: number, id: number) {
    const row = await this.header(tx, businessId, id);
    if (row.state === 'permanent') throw new BusinessRuleError('permanent-document-cannot-change');
    if (row.locked) throw new BusinessRuleError('locked-document-cannot-change');
    return row;
  }

  /**
   * Only a temporary document changes; a permanent one is corrected by a reversing document. On the opening
   * document the user writes the manual part (capital, fixed assets…); the parts of persons, products and the
   * carried balances come back as they were read, and a change to them is refused: their records own them.
   */
  async update(actor: Actor, id: number, input: AccountingDocumentInput): Promise<{ id: number; number: number }> {
    return this.db.transaction(async (tx) => {
      const before = await this.changeable(tx, actor.businessId, id);
      await yearFor(tx, actor.businessId, input.date);
      if (before.sourceType === 'opening') {
        await this.writeManualOpening(tx, actor.businessId, before, input);
        await writeLog(tx, actor, { action: 'update', type: 'accountingDocument', id, number: String(before.number), content: input.description ?? null });
        return { id, number: before.number };
      }
      await repostJournal(tx, actor.businessId, id, draftOf(input));
      await writeLog(tx, actor, { action: 'update', type: 'accountingDocument', id, number: String(before.number), content: input.description ?? null });
      return { id, number: before.number };
    });
  }

  private async writeManualOpening(tx: Executor, businessId: number, document: typeof journal.$inferSelect, input: AccountingDocumentInput): Promise<void> {
    const owned = await this.ownedLines(tx, businessId, document.id);
    const sent = input.rows.filter((row) => row.source_type && row.source_type !== manualPart.type);
    if (!sameLines(owned, sent)) throw new BusinessRuleError('opening-document-has-parts');
    const manual = { ...input, rows: input.rows.filter((row) => !row.source_type || row.source_type === manualPart.type) };
    await tx.update(journal).set({ description: input.description ?? null }).where(and(eq(journal.businessId, businessId), eq(journal.id, document.id)));
    await replacePart(tx, businessId, document.id, manualPart, { ...draftOf(manual), date: document.date });
  }

  /** The lines of an opening document that a record owns (every part but the manual one). */
  private async ownedLines(tx: Executor, businessId: number, id: number) {
    return tx
      .select({ account: journalLine.accountId, detail: journalLine.detailId, debit: journalLine.debit, credit: journalLine.credit })
      .from(journalLine)
      .where(and(eq(journalLine.businessId, businessId), eq(journalLine.journalId, id), ne(journalLine.sourceType, manualPart.type)));
  }

  async remove(actor: Actor, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const before = await this.changeable(tx, actor.businessId, id);
      if (before.sourceType === 'opening' && (await this.ownedLines(tx, actor.businessId, id)).length > 0) {
        throw new BusinessRuleError('opening-document-has-parts');
      }
      await removeLines(tx, actor.businessId, id);
      await tx.delete(journal).where(and(eq(journal.businessId, actor.businessId), eq(journal.id, id)));
      await writeLog(tx, actor, { action: 'remove', type: 'accountingDocument', id, number: String(before.number) });
    });
  }

  /** ConvertTempToPermanentDocuments: the chosen temporary documents become permanent, for good. */
  async makePermanent(actor: Actor, ids: number[]): Promise<number> {
    return this.db.transaction(async (tx) => {
      const changed = await tx
        .update(journal)
        .set({ state: 'permanent' })
        .where(and(eq(journal.businessId, actor.businessId), inArray(journal.id, ids), eq(journal.state, 'temporary')))
        .returning({ id: journal.id, number: journal.number });
      for (const row of changed) {
        await writeLog(tx, actor, { action: 'update', type: 'accountingDocument', id: row.id, number: String(row.number), content: 'state: permanent' });
      }
      return changed.length;
    });
  }

  /** lock and unlock (lockDocuments): a locked document cannot be edited or deleted until it is unlocked. */
  async lock(actor: Actor, ids: number[], locked: boolean): Promise<number> {
    return this.db.transaction(async (tx) => {
      const changed = await tx
        .update(journal)
        .set({ locked })
        .where(and(eq(journal.businessId, actor.businessId), inArray(journal.id, ids), eq(journal.locked, !locked)))
        .returning({ id: journal.id, number: journal.number });
      for (const row of changed) {
        await writeLog(tx, actor, { action: 'update', type: 'accountingDocument', id: row.id, number: String(row.number), content: `locked: ${locked}` });
      }
      return changed.length;
    });
  }

  /**
   * documentNumbering: the main year's temporary documents are numbered again in date order, after the last
   * permanent document, whose numbers stay as printed. Returns how many numbers changed.
   */
  async renumber(actor: Actor): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [year] = await tx
        .select({ id: financialYear.id })
        .from(financialYear)
        .where(and(eq(financialYear.businessId, actor.businessId), eq(financialYear.isMain, true)))
        .for('update');
      if (!year) throw new Error(`business ${actor.businessId} has no main financial year`);
      const inYear = and(eq(journal.businessId, actor.businessId), eq(journal.financialYearId, year.id));
      const [permanent] = await tx.select({ last: max(journal.number) }).from(journal).where(and(inYear, eq(journal.state, 'permanent')));
      const temporary = await tx
        .select({ id: journal.id, number: journal.number })
        .from(journal)
        .where(and(inYear, eq(journal.state, 'temporary')))
        .orderBy(asc(journal.date), asc(journal.number));
      const first = (permanent?.last ?? 0) + 1;
      const moved = temporary.map((row, index) => ({ id: row.id, from: row.number, to: first + index })).filter((row) => row.from !== row.to);
      if (moved.length === 0) return 0;
      // Two steps, through negative numbers, because the (year, number) key is checked row by row.
      const ids = moved.map((row) => row.id);
      await tx.update(journal).set({ number: sql`-${journal.number}` }).where(and(inYear, inArray(journal.id, ids)));
      const target = sql.join(moved.map((row) => sql`(${row.id}::bigint, ${row.to}::int)`), sql`, `);
      await tx.execute(sql`
        update journal set number = m.to_number
        from (values ${target}) as m(id, to_number)
        where journal.business_id = ${actor.businessId} and journal.id = m.id`);
      for (const row of moved) {
        await writeLog(tx, actor, { action: 'update', type: 'accountingDocument', id: row.id, number: String(row.to), content: `number: ${row.from} → ${row.to}` });
      }
      return moved.length;
    });
  }

  async get(businessId: number, id: number): Promise<AccountingDocument> {
    const [head] = await this.db.select().from(journal).where(and(eq(journal.businessId, businessId), eq(journal.id, id)));
    if (!head) throw new NotFoundError();
    const lines = await this.db
      .select({ line: journalLine, code: account.code, name: account.name, detailName: detailAccount.name })
      .from(journalLine)
      .innerJoin(account, and(eq(account.businessId, journalLine.businessId), eq(account.id, journalLine.accountId)))
      .leftJoin(detailAccount, and(eq(detailAccount.businessId, journalLine.businessId), eq(detailAccount.id, journalLine.detailId)))
      .where(and(eq(journalLine.businessId, businessId), eq(journalLine.journalId, id)))
      .orderBy(asc(journalLine.lineNo));
    return {
      id: head.id,
      number: head.number,
      date: head.date,
      description: head.description,
      state: head.state,
      locked: head.locked,
      source_type: head.sourceType,
      debit_total: sumMoney(lines.map((l) => l.line.debit)),
      credit_total: sumMoney(lines.map((l) => l.line.credit)),
      rows: lines.map(({ line, code, name, detailName }) => ({
        account: line.accountId,
        detail: line.detailId === 0 ? null : line.detailId,
        debit: sumMoney([line.debit]),
        credit: sumMoney([line.credit]),
        description: line.description,
        source_type: line.sourceType,
        account_code: code,
        account_name: name,
        detail_name: detailName,
      })),
    };
  }

  async list(businessId: number, query: ListQuery) {
    const filters = documentListFilters.parse(query);
    const where = and(
      eq(journal.businessId, businessId),
      filters.state ? eq(journal.state, filters.state) : undefined,
      filters.from ? gte(journal.date, filters.from) : undefined,
      filters.to ? lte(journal.date, filters.to) : undefined,
      query.search ? textSearch([journal.description, journal.number], query.search) : undefined,
    );
    const [counted] = await this.db.select({ total: count() }).from(journal).where(where);
    const window = pageWindow(counted?.total ?? 0, query);
    const data = await this.db
      .select({
        id: journal.id,
        number: journal.number,
        date: journal.date,
        description: journal.description,
        state: journal.state,
        locked: journal.locked,
        source_type: journal.sourceType,
        // Spelled out: drizzle writes a column of the outer table unqualified in a select field, which inside this
        // subquery would name the line's own id.
        amount: sql<string>`(select coalesce(sum(l.debit), 0)::text from journal_line l where l.business_id = "journal"."business_id" and l.journal_id = "journal"."id")`,
      })
      .from(journal)
      .where(where)
      .orderBy(desc(journal.date), desc(journal.number))
      .limit(window.limit)
      .offset(window.offset);
    return { data, ...window.meta };
  }
}
