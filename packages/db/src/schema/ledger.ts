import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { businessId, createdAt, id } from './columns.ts';

/**
 * An accounting document (journal). Temporary documents may still change; a permanent one never does — a
 * trigger refuses to update or delete its lines — and is corrected by a reversing document.
 *
 * Journals and their lines keep no foreign keys (migrations 0017 and 0018). A key check runs, per row, after the
 * writing statement, while the document holds its year for numbering: every document waited for the checks of the
 * one before. Each reference is held otherwise, by the posting statement and by triggers:
 * - the year: numbering locks its row and refuses one that is missing; a year with journals cannot be deleted;
 *   the business: the year's own key holds it;
 * - the lines' journal: lines are written only by the statement that writes or updates their header, and a journal
 *   cannot be deleted while it has lines;
 * - the lines' accounts and detail accounts: the posting statement key-share locks each one it checks, before
 *   numbering, and one with lines cannot be deleted (the trigger answers 23503, as a key does);
 * - the creator: the signed-in actor; users are never deleted.
 */
export const journal = pgTable(
  'journal',
  {
    businessId: businessId(),
    id: id(),
    financialYearId: bigint('financial_year_id', { mode: 'number' }).notNull(),
    number: integer('number').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    description: text('description'),
    state: text('state').$type<'temporary' | 'permanent'>().notNull().default('temporary'),
    locked: boolean('locked').notNull().default(false),
    /** what posted it: manual, or the document type of an invoice, a receipt, a cheque event… */
    sourceType: text('source_type').notNull().default('manual'),
    sourceId: bigint('source_id', { mode: 'number' }),
    reversesId: bigint('reverses_id', { mode: 'number' }),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: createdAt(),
    /** the client's idempotency key of a manual document: the same key again answers this document */
    ouid: text('ouid'),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    uniqueIndex('journal_number_key').on(t.businessId, t.financialYearId, t.number),
    uniqueIndex('journal_ouid_key').on(t.businessId, t.ouid).where(sql`${t.ouid} is not null`),
    index('journal_date_idx').on(t.businessId, t.date),
    // Reports set the year's closing documents apart; among millions of documents they are a handful.
    index('journal_closing_idx')
      .on(t.businessId, t.date)
      .where(sql`${t.sourceType} in ('closeAccounts', 'closeIncomeSummary', 'closing', 'opening')`),
    // The journals of the warehouse documents that issue goods at cost, found by their document when a back-dated
    // write re-costs their issues (issue 17); no other journal pays for the index.
    index('journal_issue_source_idx')
      .on(t.businessId, t.sourceType, t.sourceId)
      .where(sql`${t.sourceType} in ('entrepotRemittance', 'entrepotUseRemittance', 'warehouseHandling')`),
  ],
);

export const journalLine = pgTable(
  'journal_line',
  {
    businessId: businessId(),
    id: id(),
    journalId: bigint('journal_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    /** the detail (tafsili) account; 0 where none, so that balances key on it without nulls */
    detailId: bigint('detail_id', { mode: 'number' }).notNull().default(0),
    date: date('date', { mode: 'string' }).notNull(),
    debit: numeric('debit').notNull().default('0'),
    credit: numeric('credit').notNull().default('0'),
    description: text('description'),
    currencyId: bigint('currency_id', { mode: 'number' }),
    currencyAmount: numeric('currency_amount'),
    rate: numeric('rate'),
    /**
     * The record whose part of the year's opening document this line is (a person's opening balance, a product's
     * initial stock, the carried balances of the year closed before, as `closing` and that year's id): the part is
     * rewritten alone when its record changes. Null on every other line.
     */
    sourceType: text('source_type'),
    sourceId: bigint('source_id', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.id] }),
    index('journal_line_journal_idx').on(t.businessId, t.journalId),
    index('journal_line_account_idx').on(t.businessId, t.accountId, t.detailId, t.date),
    // An account's book in its order: its page is found in the index alone. No amounts, so that a line whose amount
    // changes (a re-costed sale's cost of goods sold) is written in place, touching no index (migration 0059).
    index('journal_line_book_idx').on(t.businessId, t.accountId, t.date, t.journalId, t.lineNo),
    // A person's statement reads its detail account's lines across every given account.
    index('journal_line_detail_idx').on(t.businessId, t.detailId, t.date).where(sql`${t.detailId} <> 0`),
    index('journal_line_source_idx').on(t.businessId, t.sourceType, t.sourceId).where(sql`${t.sourceType} is not null`),
    check('journal_line_one_side', sql`(${t.debit} >= 0 and ${t.credit} >= 0 and (${t.debit} = 0) <> (${t.credit} = 0))`),
  ],
);

/**
 * Debit and credit per given account and day, kept in the transaction that posts the lines: a trial balance for
 * any range reads at most accounts x days rows, never the lines. No foreign key to the account: the rows are
 * written only from lines, whose accounts the posting statement locks and checks, and each key check would
 * share-lock the hot account rows that every concurrent posting touches.
 */
export const accountDayBalance = pgTable(
  'account_day_balance',
  {
    businessId: businessId(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    debit: numeric('debit').notNull().default('0'),
    credit: numeric('credit').notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.accountId, t.day] })],
);

/** The same per detail account as well, for detail-level balances and a detail account's book (no foreign key, as above). */
export const accountBalance = pgTable(
  'account_balance',
  {
    businessId: businessId(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    detailId: bigint('detail_id', { mode: 'number' }).notNull().default(0),
    day: date('day', { mode: 'string' }).notNull(),
    debit: numeric('debit').notNull().default('0'),
    credit: numeric('credit').notNull().default('0'),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.accountId, t.detailId, t.day] }),
    // A person's balance (lists, pickers, the statement's opening) sums its detail account over every account.
    index('account_balance_detail_idx').on(t.businessId, t.detailId, t.day).where(sql`${t.detailId} <> 0`),
  ],
);

/**
 * Each detail account's debits less credits over every account, day and year: what account_balance's rows of it add
 * up to, kept by triggers on account_balance (migration 0057) in the transaction of every write of it, so the persons
 * owing and owed the most read a row a detail account, never its days.
 */
export const detailBalance = pgTable(
  'detail_balance',
  {
    businessId: businessId(),
    detailId: bigint('detail_id', { mode: 'number' }).notNull(),
    balance: numeric('balance').notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.detailId] })],
);
