import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '@hesab/db';
import { addMoney, subtractMoney, sumMoney } from '@hesab/domain';
import { pageWindow } from '../../http/paging.ts';
import { describedAs, journalOriginKey, type JournalOrigins } from '../ledger/index.ts';

/** A given account, a detail account of it, or a detail account across every given account (a person's statement). */
interface BookQuery {
  account?: number;
  detail?: number;
  from: string;
  to: string;
  page: number;
  perPage: number;
}

/**
 * The book of a given account (or one detail account of it) over a range: `initial` is the balance before the
 * range, read from the daily balances; each line carries the running debits and credits since the range began.
 * Without an account it is the book of the detail account over all the given accounts it was posted to.
 * With `reach` (a condition on the line's journal `j`: a member limited to some branches) only the lines of the
 * journals it holds are shown and summed, so the opening and the running sums are read from those lines: the kept
 * balances count every branch's.
 */
export async function accountBook(db: Database, businessId: number, query: BookQuery, origins: JournalOrigins, reach?: SQL) {
  if (query.account === undefined && query.detail === undefined) throw new Error('a book needs an account or a detail account');
  const detail = query.detail === undefined ? sql`true` : sql`detail_id = ${query.detail}`;
  const givenAccount = query.account === undefined ? sql`true` : sql`account_id = ${query.account}`;
  // A detail account's opening comes from the per-detail balances; an account's from the smaller per-day table.
  const balances = query.detail === undefined ? sql`account_day_balance` : sql`account_balance`;
  const reached = reach ? sql`and exists (select 1 from journal j where j.business_id = l.business_id and j.id = l.journal_id and ${reach})` : sql``;
  const [opening] = await queryRows<{ initial: string }>(
    db,
    reach
      ? sql`select coalesce(sum(l.debit - l.credit), 0)::text as initial from journal_line l
            where l.business_id = ${businessId} and ${givenAccount} and ${detail} and l.date < ${query.from} ${reached}`
      : sql`select coalesce(sum(debit - credit), 0)::text as initial from ${balances}
            where business_id = ${businessId} and ${givenAccount} and ${detail} and day < ${query.from}`,
  );
  const initial = sumMoney([opening?.initial ?? '0']);
  const inRange = sql`l.business_id = ${businessId} and ${givenAccount} and ${detail}
                      and l.date between ${query.from} and ${query.to} ${reached}`;
  const movedBeforePage = reach
    ? sql`select l.debit, l.credit from journal_line l
          where ${inRange} and (l.date, l.journal_id, l.line_no) < (select date, journal_id, line_no from first)`
    : sql`select b.debit, b.credit from ${balances} b
          where b.business_id = ${businessId} and ${givenAccount} and ${detail} and b.day >= ${query.from} and b.day < (select date from first)
          union all
          select l.debit, l.credit from journal_line l
          where ${inRange} and l.date = (select date from first) and (l.journal_id, l.line_no) < (select journal_id, line_no from first)`;
  const [counted] = await queryRows<{ total: number }>(db, sql`select count(*)::int as total from journal_line l where ${inRange}`);
  const window = pageWindow(counted?.total ?? 0, { page: query.page, perPage: query.perPage });
  const rows = await queryRows<{
    date: string;
    number: number;
    journal_id: number;
    description: string | null;
    source_type: string;
    source_id: number | null;
    debit: string;
    credit: string;
    cumulative_debtor: string;
    cumulative_creditor: string;
  }>(
    db,
    // Lines run in date order, then in the order their documents were entered (their numbers' order, unless a
    // renumbering put a temporary document after a permanent one of the same day). An account's page is found in
    // `journal_line_book_idx` alone, in that order; only the page's lines are read from the table and joined to their
    // documents. The running sums start from what the range moved before the page: whole days from the daily
    // balances, then the page's first day's lines before it, both found by the first line's values in their indexes.
    // (The index carries no amounts, so that a re-costed line's new amount is written in place: migration 0059.)
    sql`with page as (
          select l.journal_id, l.line_no, l.date
          from journal_line l
          where ${inRange}
          order by l.date, l.journal_id, l.line_no
          limit ${window.limit} offset ${window.offset}
        ), first as (
          select date, journal_id, line_no from page order by date, journal_id, line_no limit 1
        ), before as (
          select coalesce(sum(debit), 0) as debit, coalesce(sum(credit), 0) as credit from (${movedBeforePage}) moved
        )
        select p.date::text as date, j.number, j.id::int as journal_id, coalesce(d.description, j.description) as description,
               j.source_type, j.source_id,
               d.debit::text as debit, d.credit::text as credit,
               (before.debit + sum(d.debit) over running)::text as cumulative_debtor,
               (before.credit + sum(d.credit) over running)::text as cumulative_creditor
        from page p
        join journal j on j.business_id = ${businessId} and j.id = p.journal_id
        join journal_line d on d.business_id = ${businessId} and d.journal_id = p.journal_id and d.line_no = p.line_no
        cross join before
        window running as (order by p.date, p.journal_id, p.line_no rows unbounded preceding)
        order by p.date, p.journal_id, p.line_no`,
  );
  // A system journal's line names the document that wrote it (journals written before descriptions were, too).
  const described = await origins(db, businessId, rows.map((row) => ({ sourceType: row.source_type, sourceId: row.source_id === null ? null : Number(row.source_id) })));
  const data = rows.map(({ source_type: sourceType, source_id: sourceId, ...row }) => ({
    ...row,
    description: row.description?.trim() ? row.description : describedAs(null, described.get(journalOriginKey({ sourceType, sourceId: sourceId === null ? null : Number(sourceId) }))),
    number: Number(row.number),
    debit: sumMoney([row.debit]),
    credit: sumMoney([row.credit]),
    cumulative_debtor: sumMoney([row.cumulative_debtor]),
    cumulative_creditor: sumMoney([row.cumulative_creditor]),
    remain: addMoney(initial, subtractMoney(row.cumulative_debtor, row.cumulative_creditor)),
  }));
  return { initial, data, ...window.meta };
}
