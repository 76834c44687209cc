import { sql, type SQL } from 'drizzle-orm';
import { preparedMarker, queryRows, type Executor } from '@hesab/db';
import { journalProblems, type JournalDraft } from '@hesab/domain';
import { BusinessRuleError, FieldErrors, type FieldError } from '../../http/errors.ts';

export interface JournalHeader {
  businessId: number;
  financialYearId: number;
  /** `next`: the year's next number, taken under a lock on the year as the last step before writing */
  number: number | 'next';
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

/**
 * Every line must post to an active given account, and any detail account must be an active one, of this
 * business: one query for both.
 */
async function checkAccounts(tx: Executor, businessId: number, draft: JournalDraft): Promise<void> {
  const accountIds = [...new Set(draft.lines.map((line) => line.accountId))];
  const detailIds = [...new Set(draft.lines.map((line) => line.detailId ?? 0).filter((id) => id !== 0))];
  const found = await queryRows<{ kind: 'account' | 'detail'; id: number | string }>(
    tx,
    sql`${sql.raw(preparedMarker)}
      select 'account' as kind, id from account
      where business_id = ${businessId} and id = any(array(select jsonb_array_elements_text(${JSON.stringify(accountIds)}::jsonb)::bigint))
        and level = 'given' and status = 'active'
      union all
      select 'detail', id from detail_account
      where business_id = ${businessId} and id = any(array(select jsonb_array_elements_text(${JSON.stringify(detailIds)}::jsonb)::bigint))
        and status = 'active'`,
  );
  // node-postgres reads bigint as a string, PGlite as a number.
  const allowed = new Set(found.filter((row) => row.kind === 'account').map((row) => Number(row.id)));
  const knownDetails = new Set(found.filter((row) => row.kind === 'detail').map((row) => Number(row.id)));
  const errors: Record<string, FieldError[]> = {};
  draft.lines.forEach((line, index) => {
    if (!allowed.has(line.accountId)) errors[`rows.${index}.account`] = [{ key: 'account-not-postable' }];
    if (line.detailId && !knownDetails.has(line.detailId)) errors[`rows.${index}.detail`] = [{ key: 'invalid-value' }];
  });
  if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
}

/** The lines as one JSON parameter, read back by `jsonb_to_recordset`: one statement whatever their number. */
function linesParameter(draft: JournalDraft): string {
  return JSON.stringify(
    draft.lines.map((line, index) => ({
      line_no: index + 1,
      account_id: line.accountId,
      detail_id: line.detailId ?? 0,
      debit: line.debit,
      credit: line.credit,
      description: line.description ?? null,
      currency_id: line.foreign?.currencyId ?? null,
      currency_amount: line.foreign?.amount ?? null,
      rate: line.foreign?.rate ?? null,
    })),
  );
}

/**
 * Data-modifying CTEs that add (sign 1) or take away (sign -1) the amounts of `lines` — a relation with day,
 * account_id, detail_id, debit and credit — to the daily balances per account and per account and detail. Rows
 * are upserted in key order, so that documents posted at once lock shared balances in the same order and never
 * deadlock (the ledger benchmark found it with 8 documents in flight).
 */
function balanceMoves(businessId: number, lines: SQL, sign: 1 | -1): SQL {
  return sql`
    day_moves as (
      insert into account_day_balance as b (business_id, account_id, day, debit, credit)
      select ${businessId}, m.account_id, m.day, ${sign} * sum(m.debit), ${sign} * sum(m.credit)
      from ${lines} m group by m.account_id, m.day order by m.account_id, m.day
      on conflict (business_id, account_id, day)
        do update set debit = b.debit + excluded.debit, credit = b.credit + excluded.credit
      returning 1
    ), detail_moves as (
      insert into account_balance as b (business_id, account_id, detail_id, day, debit, credit)
      select ${businessId}, m.account_id, m.detail_id, m.day, ${sign} * sum(m.debit), ${sign} * sum(m.credit)
      from ${lines} m group by m.account_id, m.detail_id, m.day order by m.account_id, m.detail_id, m.day
      on conflict (business_id, account_id, detail_id, day)
        do update set debit = b.debit + excluded.debit, credit = b.credit + excluded.credit
      returning 1
    )`;
}

export interface PostedJournal {
  id: number;
  number: number;
}

/**
 * Locks the financial year for numbering and refuses a closed one. Taken after every check, so that documents of
 * one business wait for each other only for the write itself; the number is read by the write's own statement,
 * whose snapshot starts after the lock is held. `no key update` serialises numbering without blocking the key
 * share that every other posting's foreign key takes on the year.
 */
async function lockYearForNumbering(tx: Executor, businessId: number, yearId: number): Promise<void> {
  const [year] = await queryRows<{ closed: boolean }>(
    tx,
    sql`select closed from financial_year where business_id = ${businessId} and id = ${yearId} for no key update`,
  );
  if (!year) throw new Error(`financial year ${yearId} of business ${businessId} not found`);
  if (year.closed) throw new BusinessRuleError('closed-year-cannot-change');
}

/**
 * Writes the document (a new one, or the header of `journalId` again), its lines and their balances in one
 * statement: the fewer round trips a document costs, the shorter it holds the balance rows it shares with others.
 */
async function writeJournal(
  tx: Executor,
  header: JournalHeader | { businessId: number; journalId: number },
  draft: JournalDraft,
): Promise<PostedJournal> {
  const { businessId } = header;
  const number = (yearId: number, given: number | 'next') =>
    given === 'next'
      ? sql`(select coalesce(max(number), 0) + 1 from journal where business_id = ${businessId} and financial_year_id = ${yearId})`
      : sql`${given}`;
  const journalRow =
    'journalId' in header
      ? sql`update journal set date = ${draft.date}, description = ${draft.description}
            where business_id = ${businessId} and id = ${header.journalId} returning id, number`
      : sql`insert into journal (business_id, financial_year_id, number, date, description, state, source_type, source_id, reverses_id, created_by)
            values (${businessId}, ${header.financialYearId}, ${number(header.financialYearId, header.number)}, ${draft.date},
                    ${draft.description}, ${header.state}, ${header.sourceType}, ${header.sourceId ?? null}, ${header.reversesId ?? null},
                    ${header.createdBy})
            returning id, number`;
  const [row] = await queryRows<{ id: number | string; number: number }>(
    tx,
    sql`${sql.raw(preparedMarker)}
      with head as (${journalRow}),
      input as (
        select x.*, ${draft.date}::date as day
        from jsonb_to_recordset(${linesParameter(draft)}::jsonb) as x(line_no int, account_id bigint, detail_id bigint,
          debit numeric, credit numeric, description text, currency_id bigint, currency_amount numeric, rate numeric)
      ), written as (
        insert into journal_line (business_id, journal_id, line_no, account_id, detail_id, date, debit, credit, description,
                                  currency_id, currency_amount, rate)
        select ${businessId}, head.id, i.line_no, i.account_id, i.detail_id, i.day, i.debit, i.credit, i.description,
               i.currency_id, i.currency_amount, i.rate
        from head, input i
        returning 1
      ), ${balanceMoves(businessId, sql`input`, 1)}
      select id, number, (select count(*) from written) + (select count(*) from day_moves) + (select count(*) from detail_moves) as touched
      from head`,
  );
  if (!row) throw new Error('journal not written');
  return { id: Number(row.id), number: row.number };
}

/**
 * Posts a balanced journal in the caller's transaction: the document, its lines, and the daily balances, all or
 * nothing. Checks with exact decimals first (ARCHITECTURE.md section 3); called by the command that saves the
 * document, never by a listener.
 */
export async function postJournal(tx: Executor, header: JournalHeader, draft: JournalDraft): Promise<PostedJournal> {
  refuse(draft);
  await checkAccounts(tx, header.businessId, draft);
  if (header.number === 'next') await lockYearForNumbering(tx, header.businessId, header.financialYearId);
  return writeJournal(tx, header, draft);
}

/**
 * Replaces the lines of a temporary journal: the old lines leave the balances, the new ones enter them. The
 * database refuses this for a permanent journal.
 */
export async function repostJournal(tx: Executor, businessId: number, journalId: number, draft: JournalDraft): Promise<void> {
  refuse(draft);
  await checkAccounts(tx, businessId, draft);
  await removeLines(tx, businessId, journalId);
  await writeJournal(tx, { businessId, journalId }, draft);
}

/** Takes a journal's lines out of the balances and deletes them, in one statement. */
export async function removeLines(tx: Executor, businessId: number, journalId: number): Promise<void> {
  await tx.execute(sql`
    with removed as (
      delete from journal_line where business_id = ${businessId} and journal_id = ${journalId}
      returning date as day, account_id, detail_id, debit, credit
    ), ${balanceMoves(businessId, sql`removed`, -1)}
    select (select count(*) from day_moves) + (select count(*) from detail_moves) as touched`);
}
