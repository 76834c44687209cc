import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { arrayParameter, boundStatement, journal, queryRows, type Executor, type Placeholders } from '@hesab/db';
import { journalProblems, type JournalDraft } from '@hesab/domain';
import { BusinessRuleError, FieldErrors, type FieldError } from '../../http/errors.ts';
import { logValues, logWritten, type Actor, type LogEntry, type LogValues } from '../activity-log/index.ts';
import { databaseErrorCode } from '../resources/index.ts';

export interface JournalHeader {
  businessId: number;
  /**
   * `main`: the business's main year, read by the writing statement itself (one round trip a document); the
   * draft's date must fall inside it, else the date is refused and nothing is written.
   */
  financialYearId: number | 'main';
  state: 'temporary' | 'permanent';
  sourceType: string;
  sourceId?: number | null;
  reversesId?: number | null;
  createdBy: number;
  /** the client's idempotency key: a second journal with it is refused by the database (23505) */
  ouid?: string | null;
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

/** The draft's distinct accounts and detail accounts, which must be active ones of this business. */
export function referencedIds(draft: JournalDraft) {
  return {
    accounts: [...new Set(draft.lines.map((line) => line.accountId))],
    details: [...new Set(draft.lines.map((line) => line.detailId ?? 0).filter((id) => id !== 0))],
  };
}

/** What varies from one document to the next: the values the writing statement is bound with. */
interface JournalValues extends LogValues {
  business: number;
  date: string;
  description: string | null;
  /** the referenced given and detail accounts, JSON arrays, and how many of each */
  accounts: string;
  accountCount: number;
  details: string;
  detailCount: number;
  /** the lines, one JSON parameter read by `jsonb_to_recordset` */
  lines: string;
  /** the given year, the journal written again; null where the statement's shape has none */
  year: number | null;
  journal: number | null;
  /** a source's record and lines (SourceValues); null in a statement with none */
  record: string | null;
  recordLines: string | null;
  recordId: number | null;
  recordStock: string | null;
  series: string | null;
  /** the system accounts a source's posting was drafted with, `{role: id}` of every role held: checked still held */
  roles: string | null;
  state: JournalHeader['state'] | null;
  sourceType: string | null;
  sourceId: number | null;
  reversesId: number | null;
  createdBy: number | null;
  ouid: string | null;
}

type Bound = Placeholders<JournalValues>;
/** What the account checks and the lines' input read, shared by the document's statement and a part's. */
type CheckedBound = Placeholders<Pick<JournalValues, 'business' | 'date' | 'accounts' | 'accountCount' | 'details' | 'detailCount' | 'lines'>>;

/** What decides the writing statement's text; each shape is composed once (`boundStatement`). */
interface JournalShape {
  /** a new document, or the lines of `journal` written again */
  target: 'new' | 'again';
  year: 'main' | 'given';
  logged: boolean;
  /** the kind of the new record written beside a new journal (JournalSource), logged in its stead */
  source?: string;
}

/** The values of a record written by its journal's statement: its header row and its lines, as JSON. */
export interface SourceValues {
  business: number;
  record: string;
  recordLines: string;
  /** the record's id where its write took it already (its hooks named it), else null: taken from its sequence */
  recordId: number | null;
  /** its stock movements, as JSON, where its kind moves stock */
  recordStock: string | null;
  /** the number series the record is numbered in */
  series: string;
}

/** A source's record as its journal's statement writes it, with the system accounts its posting was drafted with. */
export interface SourceWrite {
  part: JournalSource;
  record: string;
  recordLines: string;
  recordId?: number | null;
  recordStock?: string | null;
  series: string;
  /** `{role: id}` of every system account the business had when they were read (`systemAccountsFrom`) */
  roles: string;
}

/**
 * The system accounts a source's posting was drafted with are no longer held by the same roles (the chart changed
 * since they were read): nothing was written; read them again and post anew.
 */
export class StaleSystemAccounts extends Error {
  constructor() {
    super('the system accounts changed since they were read');
  }
}

/**
 * A new record written by its journal's own statement (a receipt with nothing else to write, ARCHITECTURE.md
 * section 4b): its id is taken first and marks the journal, and its rows are written after the journal's head,
 * numbered there, so that its series' counter is locked, as the year's is, only from its number to the commit.
 */
export interface JournalSource {
  /** the record's kind: a statement's shape for each */
  kind: string;
  /** the record's id: the one given (`recordId`), else the next of its sequence */
  id(values: Placeholders<SourceValues>): SQL;
  /** the next id of the record's sequence */
  nextId: SQL;
  /**
   * CTEs writing the record from `source` (its id), `journal_year` and `head` (the journal's id and number), the
   * last of them `source_head`, returning the record's id and number
   */
  write(values: Placeholders<SourceValues>): SQL;
  /**
   * The same CTEs for several records at once (`postJournalsWithSource`): each from its element of `docs` (`n`, and
   * `d` with its `record`, `record_lines`, `record_stock` and `series`), its id in `source` (`record_id` where
   * its write took it already) and its journal's in `target` (by `n`),
   * the journals' heads in `head`
   */
  writeMany(business: Placeholder): SQL;
}

/**
 * CTEs `journal_year` (the document's financial year, with whether the date falls inside it), `postable` and
 * `known` (the draft's active given accounts and detail accounts) and `valid`, true when the date is inside the
 * year and every account referenced is there: the write's inserts run only when it holds, in the same statement.
 * Both kinds of account are key-share locked to the commit, which holds them as a foreign key would (migration
 * 0018): an account being deleted is waited for and then not found, and one posted to is deleted only after the
 * lines are there for its trigger to see.
 */
function checks(v: CheckedBound, whichYear: SQL, roles?: Placeholder): SQL {
  // The system accounts a posting was drafted with, remembered from an earlier read: still held by the same roles.
  const held = roles
    ? sql`roles_held as (
      select coalesce(jsonb_object_agg(system_role, id), '{}'::jsonb) = ${roles}::jsonb as held
      from account where business_id = ${v.business} and system_role is not null and level = 'given' and status = 'active'
    ), `
    : sql``;
  return sql`${held}
    journal_year as (
      select id, ${v.date}::date between start_date and end_date as holds_date
      from financial_year where business_id = ${v.business} and ${whichYear}
    ), postable as (
      select id from account
      where business_id = ${v.business} and id = any(array(select jsonb_array_elements_text(${v.accounts}::jsonb)::bigint))
        and level = 'given' and status = 'active'
      for key share
    ), known as (
      select id from detail_account
      where business_id = ${v.business} and id = any(array(select jsonb_array_elements_text(${v.details}::jsonb)::bigint))
        and status = 'active'
      for key share
    ), valid as (
      select coalesce((select holds_date from journal_year), false) and (select count(*) from postable) = ${v.accountCount}::bigint
        and (select count(*) from known) = ${v.detailCount}::bigint${roles ? sql` and (select held from roles_held)` : sql``} as ok
    )`;
}

/** The draft's lines, read from their JSON parameter, when the checks hold. */
function inputLines(v: CheckedBound): SQL {
  return sql`
    select x.*, ${v.date}::date as day
    from jsonb_to_recordset(${v.lines}::jsonb) as x(line_no int, account_id bigint, detail_id bigint,
      debit numeric, credit numeric, description text, currency_id bigint, currency_amount numeric, rate numeric, source_id bigint)
    where (select ok from valid)`;
}

/** The lines whose account or detail account the checks did not find, as field errors on the spec's rows. */
function refuseUnknown(draft: JournalDraft, postable: readonly (number | string)[], known: readonly (number | string)[]): never {
  // node-postgres reads bigint as a string, PGlite as a number.
  const allowed = new Set(postable.map(Number));
  const knownDetails = new Set(known.map(Number));
  const errors: Record<string, FieldError[]> = {};
  draft.lines.forEach((line, index) => {
    if (!allowed.has(line.accountId)) errors[`rows.${index}.account`] = [{ key: 'account-not-postable' }];
    if (line.detailId && !knownDetails.has(line.detailId)) errors[`rows.${index}.detail`] = [{ key: 'invalid-value' }];
  });
  throw new FieldErrors(errors);
}

/** The values the account checks and the lines' input are bound with. */
function checkedValues(business: number, draft: JournalDraft) {
  const { accounts, details } = referencedIds(draft);
  return {
    business,
    date: draft.date,
    accounts: JSON.stringify(accounts),
    accountCount: accounts.length,
    details: JSON.stringify(details),
    detailCount: details.length,
    lines: linesParameter(draft),
  };
}

/** The lines as their JSON parameter; `sources`, each line's source where lines of several parts go at once. */
function linesParameter(draft: JournalDraft, sources?: readonly number[]): string {
  return JSON.stringify(lineRecords(draft, sources));
}

/** The lines as the writing statements read them (`jsonb_to_recordset`). */
export function lineRecords(draft: JournalDraft, sources?: readonly number[]) {
  return draft.lines.map((line, index) => ({
    ...(sources ? { source_id: sources[index] } : {}),
    line_no: index + 1,
    account_id: line.accountId,
    detail_id: line.detailId ?? 0,
    debit: line.debit,
    credit: line.credit,
    description: line.description ?? null,
    currency_id: line.foreign?.currencyId ?? null,
    currency_amount: line.foreign?.amount ?? null,
    rate: line.foreign?.rate ?? null,
  }));
}

/**
 * Data-modifying CTEs that add (sign 1) or take away (sign -1) the amounts of `lines` — a relation with day,
 * account_id, detail_id, debit and credit — to the daily balances per account and per account and detail. Rows
 * are upserted in key order, so that documents posted at once lock shared balances in the same order and never
 * deadlock (the ledger benchmark found it with 8 documents in flight).
 */
export function balanceMoves(business: number | Bound['business'], lines: SQL, sign: 1 | -1): SQL {
  return sql`
    day_moves as (
      insert into account_day_balance as b (business_id, account_id, day, debit, credit)
      select ${business}, m.account_id, m.day, ${sql.raw(String(sign))} * sum(m.debit), ${sql.raw(String(sign))} * sum(m.credit)
      from ${lines} m group by m.account_id, m.day order by m.account_id, m.day
      on conflict (business_id, account_id, day)
        do update set debit = b.debit + excluded.debit, credit = b.credit + excluded.credit
      returning 1
    ), detail_moves as (
      insert into account_balance as b (business_id, account_id, detail_id, day, debit, credit)
      select ${business}, m.account_id, m.detail_id, m.day, ${sql.raw(String(sign))} * sum(m.debit), ${sql.raw(String(sign))} * sum(m.credit)
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

/** The activity-log row of a posted document, written by the posting's own statement. */
export interface JournalLog {
  actor: Actor;
  entry: Omit<LogEntry, 'id' | 'number'>;
}

/** `next_journal_number` (migration 0014) refuses a closed year with this SQLSTATE. */
const closedYear = '55Y01';

/**
 * The insert of a new document's header with the id its lines took and the year's next number, taken under a
 * lock on the year. It reads `moved`, so the lines and balances are written before it, and the year is locked only
 * from here to the commit.
 */
function newHead(v: Bound, sourceId: SQL): SQL {
  return sql`
    insert into journal (business_id, id, financial_year_id, number, date, description, state, source_type, source_id, reverses_id, created_by, ouid)
    select ${v.business}, target.id, journal_year.id, next_journal_number(${v.business}, journal_year.id), ${v.date}::date,
           ${v.description}, ${v.state}, ${v.sourceType}, ${sourceId}, ${v.reversesId}::bigint, ${v.createdBy}::bigint, ${v.ouid}
    from target, moved, journal_year
    returning id, number`;
}

/**
 * The writing statement of one shape: checks the accounts and writes the document (a new one, or the header of
 * `journal` again), its lines, their balances and its log row. A new document is numbered last (its lines take
 * its id from the sequence first), so that the year stays locked only from its number to the commit.
 */
function journalStatement(shape: JournalShape, v: Bound, source?: JournalSource): SQL {
  // `target` is the journal the lines go to; `head`, read last, its header as written.
  const again = shape.target === 'again';
  const whichYear = again
    ? sql`id = (select financial_year_id from journal where business_id = ${v.business} and id = ${v.journal}::bigint)`
    : shape.year === 'main'
      ? sql`is_main`
      : sql`id = ${v.year}::bigint`;
  const target = again
    ? sql`update journal set date = ${v.date}::date, description = ${v.description}
          where business_id = ${v.business} and id = ${v.journal}::bigint and (select ok from valid) returning id, number`
    : sql`select nextval('journal_id_seq'::regclass) as id where (select ok from valid)`;
  const head = again ? sql`select target.id, target.number from target, moved` : newHead(v, source ? sql`(select id from source)` : sql`${v.sourceId}::bigint`);
  // The record's id is taken first, for the journal to name; its own rows follow the journal's head, and it is
  // what the log row tells of.
  const sourceId = source ? sql`, source as (select ${source.id(v)} as id where (select ok from valid))` : sql``;
  const record = source ? sql`, ${source.write(v)}` : sql``;
  const logged = source ? sql`source_head` : sql`head`;
  return sql`
    with ${checks(v, whichYear, source ? v.roles : undefined)}${sourceId},
    target as (${target}),
    input as (${inputLines(v)}), written as (
      insert into journal_line (business_id, journal_id, line_no, account_id, detail_id, date, debit, credit, description,
                                currency_id, currency_amount, rate)
      select ${v.business}, target.id, i.line_no, i.account_id, i.detail_id, i.day, i.debit, i.credit, i.description,
             i.currency_id, i.currency_amount, i.rate
      from target, input i
      returning 1
    ), ${balanceMoves(v.business, sql`input`, 1)},
    moved as (select (select count(*) from written) + (select count(*) from day_moves) + (select count(*) from detail_moves) as touched),
    head as (${head})${record}${shape.logged ? sql`, logged as (${logWritten(logged, v.business, v)})` : sql``}
    select valid.ok, coalesce((select holds_date from journal_year), false) as in_year,
           case when not valid.ok then array(select id from postable) end as postable,
           case when not valid.ok then array(select id from known) end as known, head.id, head.number
           ${source ? sql`, (select id from source_head) as record_id, (select number from source_head) as record_number, (select held from roles_held) as roles_held` : sql``}
    from valid left join head on true`;
}

interface CheckedRow extends Record<string, unknown> {
  ok: boolean;
  in_year: boolean;
  /** the accounts and detail accounts found, when a check failed */
  postable: (number | string)[] | null;
  known: (number | string)[] | null;
}

interface WrittenRow extends CheckedRow {
  id: number | string | null;
  number: number | null;
  /** a source's record, written beside the journal */
  record_id?: number | string | null;
  record_number?: number | null;
  roles_held?: boolean;
}

const statements = new Map<string, (db: Executor, values: JournalValues) => Promise<WrittenRow[]>>();

function statementOf(shape: JournalShape, source?: JournalSource) {
  const key = JSON.stringify(shape);
  let statement = statements.get(key);
  if (!statement) {
    statement = boundStatement<JournalValues, WrittenRow>((v) => journalStatement(shape, v, source));
    statements.set(key, statement);
  }
  return statement;
}

const noLog: LogValues = { logAction: null, logType: null, logContent: null, logUser: null, logIp: null, logPlatform: null, logUserAgent: null };

/**
 * Checks the accounts and writes the document, its lines, their balances and its log row in one statement: the
 * fewer round trips a document costs, the shorter it holds the rows it shares with others. When a check fails
 * nothing is written and the lines at fault are refused.
 */
async function writeJournal(
  tx: Executor,
  header: JournalHeader | { businessId: number; journalId: number },
  draft: JournalDraft,
  log?: JournalLog,
  source?: SourceWrite,
): Promise<PostedJournal & { record: PostedJournal | null }> {
  const again = 'journalId' in header;
  const shape: JournalShape = {
    target: again ? 'again' : 'new',
    year: !again && header.financialYearId !== 'main' ? 'given' : 'main',
    logged: log !== undefined,
    ...(source ? { source: source.part.kind } : {}),
  };
  const values: JournalValues = {
    ...checkedValues(header.businessId, draft),
    description: draft.description ?? null,
    year: !again && header.financialYearId !== 'main' ? header.financialYearId : null,
    journal: again ? header.journalId : null,
    state: again ? null : header.state,
    sourceType: again ? null : header.sourceType,
    sourceId: again ? null : (header.sourceId ?? null),
    reversesId: again ? null : (header.reversesId ?? null),
    createdBy: again ? null : header.createdBy,
    ouid: again ? null : (header.ouid ?? null),
    record: source?.record ?? null,
    recordLines: source?.recordLines ?? null,
    recordId: source?.recordId ?? null,
    recordStock: source?.recordStock ?? null,
    series: source?.series ?? null,
    roles: source?.roles ?? null,
    ...(log ? logValues(log.actor, log.entry) : noLog),
  };
  const [row] = await statementOf(shape, source?.part)(tx, values).catch((error: unknown) => {
    throw databaseErrorCode(error) === closedYear ? new BusinessRuleError('closed-year-cannot-change') : error;
  });
  if (row?.roles_held === false) throw new StaleSystemAccounts();
  const written = checked(row, draft);
  if (written.id === null || written.number === null) throw new Error('journal not written');
  const record = written.record_id === null || written.record_id === undefined ? null : { id: Number(written.record_id), number: Number(written.record_number) };
  return { id: Number(written.id), number: written.number, record };
}

/** The statement's answer once its checks held; what they refused, as field errors. */
function checked<R extends CheckedRow>(row: R | undefined, draft: JournalDraft): R {
  if (!row) throw new Error('journal not written');
  if (!row.in_year) throw new FieldErrors({ date: [{ key: 'date-outside-year' }] });
  if (!row.ok) refuseUnknown(draft, row.postable ?? [], row.known ?? []);
  return row;
}

/**
 * Posts a balanced journal in one statement: the document, its lines, the daily balances and, given `log`, its
 * activity-log row, all or nothing — in the caller's transaction, or as a transaction of its own when `tx` is the
 * database. Checks with exact decimals first (ARCHITECTURE.md section 3); called by the command that saves the
 * document, never by a listener.
 */
export async function postJournal(tx: Executor, header: JournalHeader, draft: JournalDraft, log?: JournalLog): Promise<PostedJournal> {
  refuse(draft);
  const { id, number } = await writeJournal(tx, header, draft, log);
  return { id, number };
}

/**
 * Posts a journal and writes the new record it is the journal of (JournalSource) in the same one statement, the
 * log row telling of the record: a document whose write is no more than that costs one round trip, and no
 * transaction of its own when `tx` is the database.
 */
export async function postJournalWithSource(
  tx: Executor,
  header: Omit<JournalHeader, 'sourceId'>,
  draft: JournalDraft,
  source: SourceWrite,
  log: JournalLog,
): Promise<{ journal: PostedJournal; record: PostedJournal }> {
  refuse(draft);
  const { id, number, record } = await writeJournal(tx, header, draft, log, source);
  if (!record) throw new Error(`${source.part.kind} not written`);
  return { journal: { id, number }, record };
}

/**
 * Replaces the lines of a temporary journal: the old lines leave the balances, the new ones enter them. The
 * database refuses this for a permanent journal.
 */
export async function repostJournal(tx: Executor, businessId: number, journalId: number, draft: JournalDraft): Promise<void> {
  refuse(draft);
  await removeLines(tx, businessId, journalId);
  await writeJournal(tx, { businessId, journalId }, draft);
}

/**
 * Adds the parts of new sources to a temporary journal, each balanced on its own, in one statement whatever their
 * number (an import's thousands of opening balances): the sources have no part yet, so nothing is taken out.
 */
export async function addParts(
  tx: Executor,
  businessId: number,
  journalId: number,
  sourceType: string,
  parts: readonly { sourceId: number; draft: JournalDraft }[],
): Promise<void> {
  const [first] = parts;
  if (first === undefined) return;
  for (const { draft } of parts) refuse(draft);
  const lines = parts.flatMap(({ draft }) => draft.lines);
  const sources = parts.flatMap(({ sourceId, draft }) => draft.lines.map(() => sourceId));
  const all: JournalDraft = { date: first.draft.date, description: null, lines };
  const [row] = await partStatement(tx, { ...checkedValues(businessId, all), lines: linesParameter(all, sources), journal: journalId, sourceType, sourceId: null });
  checked(row, all);
}

/** New amounts of one line: the only line of `account` in `journal`. */
export interface LineAmounts {
  journal: number;
  account: number;
  debit: string;
  credit: string;
}

/**
 * Sets lines' amounts in place, each the only line of its account in its journal, and moves the balances by the
 * differences, a statement for thousands of lines: a cost rebuild reposts the cost of goods sold of a business's
 * sales this way. The caller checks the journals may change. Answers the journals where a line was not found once,
 * which the caller reposts whole.
 */
export async function setLineAmounts(tx: Executor, businessId: number, lines: readonly LineAmounts[]): Promise<Set<number>> {
  const missed = new Set<number>();
  for (let first = 0; first < lines.length; first += 250_000) {
    const part = lines.slice(first, first + 250_000);
    const column = (pick: (line: LineAmounts) => string | number) => arrayParameter(part.map(pick));
    const rows = await queryRows<{ journal_id: string | number }>(
      tx,
      sql`
        with input as (
          select * from unnest(${column((line) => line.journal)}::bigint[], ${column((line) => line.account)}::bigint[],
                               ${column((line) => line.debit)}::numeric[], ${column((line) => line.credit)}::numeric[])
            as i(journal_id, account_id, debit, credit)
        ), found as (
          select l.id, l.debit as old_debit, l.credit as old_credit, i.debit, i.credit,
                 count(*) over (partition by l.journal_id, l.account_id) as lines
          from input i join journal_line l on l.business_id = ${businessId} and l.journal_id = i.journal_id and l.account_id = i.account_id
        ), changed as (
          update journal_line l set debit = f.debit, credit = f.credit
          from found f
          where l.business_id = ${businessId} and l.id = f.id and f.lines = 1
          returning l.journal_id, l.date as day, l.account_id, l.detail_id, f.debit - f.old_debit as debit, f.credit - f.old_credit as credit
        ), ${balanceMoves(businessId, sql`changed`, 1)}
        select i.journal_id from input i
        where not exists (select 1 from changed c where c.journal_id = i.journal_id and c.account_id = i.account_id)`,
    );
    for (const row of rows) missed.add(Number(row.journal_id));
  }
  return missed;
}

/**
 * Deletes a temporary journal with its lines, taking them out of the balances first: the one way a journal goes (a
 * manual document deleted, a document's journal when it is removed, an opening document left with no part).
 */
export async function removeJournal(tx: Executor, businessId: number, journalId: number): Promise<void> {
  await removeLines(tx, businessId, journalId);
  await tx.delete(journal).where(and(eq(journal.businessId, businessId), eq(journal.id, journalId)));
}

/** Takes a journal's lines, or only the part of one source, out of the balances and deletes them, in one statement. */
export async function removeLines(tx: Executor, businessId: number, journalId: number, source?: LineSource): Promise<void> {
  const ofSource = source ? sql`and source_type = ${source.type} and source_id = ${source.id}` : sql``;
  await tx.execute(sql`
    with removed as (
      delete from journal_line where business_id = ${businessId} and journal_id = ${journalId} ${ofSource}
      returning date as day, account_id, detail_id, debit, credit
    ), ${balanceMoves(businessId, sql`removed`, -1)}
    select (select count(*) from day_moves) + (select count(*) from detail_moves) as touched`);
}

/** The record a part of a document stands for: its lines are written and removed together (journal_line.source_*). */
export interface LineSource {
  type: string;
  id: number;
}

interface PartValues extends Pick<JournalValues, 'business' | 'date' | 'accounts' | 'accountCount' | 'details' | 'detailCount' | 'lines'> {
  journal: number;
  sourceType: string;
  /** the part's source; null where each line names its own (`source_id`) */
  sourceId: number | null;
}

/**
 * Adds parts' lines after the journal's last line, tagged with their source, and their balances; checked as a
 * document's are.
 */
const partStatement = boundStatement<PartValues, CheckedRow>(
  (v) => sql`
    with ${checks(v, sql`id = (select financial_year_id from journal where business_id = ${v.business} and id = ${v.journal}::bigint)`)},
    input as (${inputLines(v)}),
    last as (select coalesce(max(line_no), 0) as line_no from journal_line where business_id = ${v.business} and journal_id = ${v.journal}::bigint),
    written as (
      insert into journal_line (business_id, journal_id, line_no, account_id, detail_id, date, debit, credit, description,
                                currency_id, currency_amount, rate, source_type, source_id)
      select ${v.business}, ${v.journal}::bigint, last.line_no + i.line_no, i.account_id, i.detail_id, i.day, i.debit, i.credit,
             i.description, i.currency_id, i.currency_amount, i.rate, ${v.sourceType}, coalesce(i.source_id, ${v.sourceId}::bigint)
      from last, input i
      returning 1
    ), ${balanceMoves(v.business, sql`input`, 1)}
    select valid.ok, coalesce((select holds_date from journal_year), false) as in_year,
           case when not valid.ok then array(select id from postable) end as postable,
           case when not valid.ok then array(select id from known) end as known
    from valid`,
);

/**
 * Replaces one source's part of a temporary journal: its old lines leave the balances, the new ones (balanced on
 * their own, or none) enter them after the journal's last line. The rest of the journal is not touched, so a
 * document of thousands of parts changes one part at the cost of that part.
 */
export async function replacePart(tx: Executor, businessId: number, journalId: number, source: LineSource, draft: JournalDraft): Promise<void> {
  if (draft.lines.length > 0) refuse(draft);
  await removeLines(tx, businessId, journalId, source);
  if (draft.lines.length === 0) return;
  const [row] = await partStatement(tx, { ...checkedValues(businessId, draft), journal: journalId, sourceType: source.type, sourceId: source.id });
  checked(row, draft);
}
