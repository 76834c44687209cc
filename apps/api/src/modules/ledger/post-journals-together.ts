import { sql, type SQL } from 'drizzle-orm';
import { boundStatement, type Executor, type Placeholders } from '@hesab/db';
import { journalProblems, type JournalDraft } from '@hesab/domain';
import { logValues } from '../activity-log/index.ts';
import { balanceMoves, lineRecords, referencedIds, type JournalHeader, type JournalLog, type JournalSource, type PostedJournal, type SourceWrite } from './post-journal.ts';

/** One new record and its journal, as `postJournalWithSource` takes them. */
export interface SourcedJournal {
  header: Omit<JournalHeader, 'sourceId'>;
  draft: JournalDraft;
  source: SourceWrite;
  log: JournalLog;
}

interface TogetherValues {
  business: number;
  /** the documents, a JSON array of `{n, date, journal, accounts, details, lines, record_id, record, record_lines, record_stock, series, roles, log}` */
  batch: string;
}

interface TogetherRow extends Record<string, unknown> {
  ok: boolean;
  /** each document's journal and record, by its place in the batch */
  written: { n: number; journal: number; journal_number: number; record: number; number: number }[] | null;
}

/**
 * The statement writing several new records of one kind and their journals at once: the checks of the one-record
 * statement (`postJournalWithSource`) made for all of them together — the main year holds every date, every account
 * and detail account named is an active one of the business, the chart still holds the roles each posting was
 * drafted with — and then every journal, line, balance, record and log row, numbered at the statement's tail.
 * Where a check fails for any of them nothing is written.
 */
function togetherStatement(v: Placeholders<TogetherValues>, source: JournalSource): SQL {
  const named = (key: 'accounts' | 'details') => sql`array(select distinct jsonb_array_elements_text(d->${key})::bigint from docs)`;
  return sql`
    with docs as (
      select (d->>'n')::int as n, d from jsonb_array_elements(${v.batch}::jsonb) as d
    ), roles_held as (
      select coalesce(jsonb_object_agg(system_role, id), '{}'::jsonb) as held
      from account where business_id = ${v.business} and system_role is not null and level = 'given' and status = 'active'
    ), journal_year as (
      select id, start_date, end_date from financial_year where business_id = ${v.business} and is_main
    ), postable as (
      select id from account
      where business_id = ${v.business} and id = any(${named('accounts')}) and level = 'given' and status = 'active'
      for key share
    ), known as (
      select id from detail_account
      where business_id = ${v.business} and id = any(${named('details')}) and status = 'active'
      for key share
    ), valid as (
      select exists (select from journal_year)
        and not exists (select from docs, journal_year y where (d->>'date')::date not between y.start_date and y.end_date)
        and (select count(*) from postable) = cardinality(${named('accounts')})
        and (select count(*) from known) = cardinality(${named('details')})
        and not exists (select from docs, roles_held where d->'roles' <> roles_held.held) as ok
    ), source as (
      select n, coalesce((d->>'record_id')::bigint, ${source.nextId}) as id from docs where (select ok from valid)
    ), target as (
      select n, nextval('journal_id_seq'::regclass) as id from docs where (select ok from valid)
    ), input as (
      select target.id as journal_id, x.*, (docs.d->>'date')::date as day
      from docs join target using (n),
        jsonb_to_recordset(docs.d->'lines') as x(line_no int, account_id bigint, detail_id bigint, debit numeric, credit numeric,
          description text, currency_id bigint, currency_amount numeric, rate numeric)
    ), written as (
      insert into journal_line (business_id, journal_id, line_no, account_id, detail_id, date, debit, credit, description,
                                currency_id, currency_amount, rate)
      select ${v.business}, i.journal_id, i.line_no, i.account_id, i.detail_id, i.day, i.debit, i.credit, i.description,
             i.currency_id, i.currency_amount, i.rate
      from input i
      returning 1
    ), ${balanceMoves(v.business, sql`input`, 1)},
    moved as (select (select count(*) from written) + (select count(*) from day_moves) + (select count(*) from detail_moves) as touched),
    head as (
      insert into journal (business_id, id, financial_year_id, number, date, description, state, source_type, source_id, created_by)
      select ${v.business}, target.id, journal_year.id, next_journal_number(${v.business}, journal_year.id), j.date, j.description,
             j.state, j.source_type, source.id, j.created_by
      from docs join target using (n) join source using (n), moved, journal_year,
        jsonb_to_record(docs.d->'journal') as j(date date, description text, state text, source_type text, created_by bigint)
      returning id, number
    ), ${source.writeMany(v.business)},
    logged as (
      insert into activity_log (business_id, ref_action, ref_type, ref_id, ref_number, content, user_id, ip, platform, user_agent)
      select ${v.business}, l.action, l.type, w.id::text, w.number::text, l.content, l.user_id, l.ip, l.platform, l.user_agent
      from source_head w join source on source.id = w.id join docs using (n),
        jsonb_to_record(docs.d->'log') as l(action text, type text, content text, user_id bigint, ip text, platform text, user_agent text)
    )
    select valid.ok, (
      select jsonb_agg(jsonb_build_object('n', source.n, 'journal', head.id, 'journal_number', head.number, 'record', w.id, 'number', w.number))
      from source join target using (n) join head on head.id = target.id join source_head w on w.id = source.id
    ) as written
    from valid`;
}

const statements = new Map<string, (db: Executor, values: TogetherValues) => Promise<TogetherRow[]>>();

function statementOf(source: JournalSource) {
  let statement = statements.get(source.kind);
  if (!statement) {
    statement = boundStatement<TogetherValues, TogetherRow>((v) => togetherStatement(v, source));
    statements.set(source.kind, statement);
  }
  return statement;
}

/** Whether a record and its journal can go with others: new, numbered in the main year. */
const groupable = ({ header, draft }: SourcedJournal) =>
  header.financialYearId === 'main' && !header.reversesId && !header.ouid && journalProblems(draft).length === 0;

/**
 * Posts several new records of one kind of one business, each with its journal, in one statement (no transaction
 * of its own when `db` is the database): what a write costs beside its rows — the round trip, the statement's
 * start, the commit — is paid once for all of them. Answers each one's journal and record in the order given, or
 * null where any of them could not go with the others or was refused (a check failed, the chart changed): nothing
 * is then written, and each is to be posted alone (`postJournalWithSource`), which refuses it as it stands.
 */
export async function postJournalsWithSource(db: Executor, items: readonly SourcedJournal[]): Promise<{ journal: PostedJournal; record: PostedJournal }[] | null> {
  const [first] = items;
  if (!first || !items.every(groupable)) return null;
  const { businessId } = first.header;
  const kind = first.source.part.kind;
  if (items.some((item) => item.header.businessId !== businessId || item.source.part.kind !== kind)) throw new Error('records of one kind and business go together');
  const batch = items.map(({ header, draft, source, log }, n) => {
    const logged = logValues(log.actor, log.entry);
    const document = JSON.stringify({
      n,
      date: draft.date,
      journal: { date: draft.date, description: draft.description ?? null, state: header.state, source_type: header.sourceType, created_by: header.createdBy },
      ...referencedIds(draft),
      lines: lineRecords(draft),
      series: source.series,
      log: {
        action: logged.logAction,
        type: logged.logType,
        content: logged.logContent,
        user_id: logged.logUser,
        ip: logged.logIp,
        platform: logged.logPlatform,
        user_agent: logged.logUserAgent,
      },
    });
    // The record, its lines, its movements and the roles are JSON already: set in as they are rather than parsed and
    // written again.
    const stock = source.recordStock ?? 'null';
    return `${document.slice(0, -1)},"record_id":${source.recordId ?? 'null'},"record":${source.record},"record_lines":${source.recordLines},"record_stock":${stock},"roles":${source.roles}}`;
  });
  const [row] = await statementOf(first.source.part)(db, { business: businessId, batch: `[${batch.join(',')}]` });
  if (!row?.ok || !row.written || row.written.length !== items.length) return null;
  const byPlace = [...row.written].sort((a, b) => a.n - b.n);
  return byPlace.map((one) => ({
    journal: { id: Number(one.journal), number: Number(one.journal_number) },
    record: { id: Number(one.record), number: Number(one.number) },
  }));
}
