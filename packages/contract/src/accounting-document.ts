import { z } from 'zod';
import { decimalAmount, isoDate } from './wire-values.ts';

const amount = decimalAmount();

export const accountingDocumentRow = z.object({
  account: z.number().int().positive(),
  detail: z.number().int().positive().nullable().optional(),
  debit: amount.default('0'),
  credit: amount.default('0'),
  description: z.string().trim().max(500).nullable().optional(),
  /**
   * On the opening document, the record whose opening this row is (person, product, closing), as the document
   * was read; such rows change only through their record, and a form sends them back as they came.
   */
  source_type: z.string().max(40).nullable().optional(),
});

/** `POST accounting` and `PUT accounting/{id}`: a manual accounting document; amounts are decimal strings. */
export const accountingDocumentInput = z.object({
  date: isoDate,
  description: z.string().trim().max(2000).nullable().optional(),
  rows: z.array(accountingDocumentRow).min(1, 'journal-no-rows').max(2000),
});
export type AccountingDocumentInput = z.infer<typeof accountingDocumentInput>;

/** What the list and the form both show of a document. */
const documentHeader = z.object({
  id: z.number().int(),
  number: z.number().int(),
  date: isoDate,
  description: z.string().nullable(),
  state: z.enum(['temporary', 'permanent']),
  locked: z.boolean(),
  source_type: z.string(),
});

export const accountingDocument = documentHeader.extend({
  debit_total: z.string(),
  credit_total: z.string(),
  rows: z.array(
    accountingDocumentRow.extend({
      account_code: z.string(),
      account_name: z.string(),
      detail_name: z.string().nullable(),
      debit: z.string(),
      credit: z.string(),
    }),
  ),
});
export type AccountingDocument = z.infer<typeof accountingDocument>;

/** The figures of a trial-balance row, and of its totals. */
export const balanceAmounts = z.object({
  opening_debit: z.string(),
  opening_credit: z.string(),
  debit: z.string(),
  credit: z.string(),
  closing_debit: z.string(),
  closing_credit: z.string(),
});
export type BalanceAmounts = z.infer<typeof balanceAmounts>;

/** A row of the trial balance (`GET report/balance`): the account of the level (or detail account) and its figures. */
export const balanceRow = balanceAmounts.extend({
  /** the account's id, or the detail account's at the detail level: what the book takes */
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
});
export type BalanceRow = z.infer<typeof balanceRow>;

/** `GET report/balance`: the rows and their totals. */
export const trialBalanceReport = z.object({ data: z.array(balanceRow), totals: balanceAmounts });
export type TrialBalanceReport = z.infer<typeof trialBalanceReport>;

export const balanceQuery = z.object({
  from: isoDate,
  to: isoDate,
  /** detail: one row per detail account, whatever given accounts it was posted to */
  level: z.enum(['group', 'total', 'given', 'detail']).default('given'),
});
export type BalanceLevel = z.infer<typeof balanceQuery>['level'];

/** `GET report/book`: the ledger of one given account, of a detail account of it, or of a detail account alone, with its running balance. */
export const bookQuery = z
  .object({
    account: z.coerce.number().int().positive().optional(),
    detail: z.coerce.number().int().positive().optional(),
    from: isoDate,
    to: isoDate,
    page: z.coerce.number().int().min(1).default(1),
    perPage: z.coerce.number().int().min(1).max(500).default(100),
  })
  // A detail account alone is its turnover over every given account (report/turnoverlist).
  .refine((query) => query.account !== undefined || query.detail !== undefined, { message: 'is-required', path: ['account'] });

/** A row of the book: the spec's statement row (cumulative_debtor, cumulative_creditor) with its document. */
export const bookRow = z.object({
  date: isoDate,
  number: z.number().int(),
  journal_id: z.number().int(),
  description: z.string().nullable(),
  debit: z.string(),
  credit: z.string(),
  /** debits and credits from the start of the range up to and including this row */
  cumulative_debtor: z.string(),
  cumulative_creditor: z.string(),
  /** initial + cumulative debits - cumulative credits */
  remain: z.string(),
});

/** `GET report/book`: a page of the book, with the balance before the range. */
export const bookPage = z.object({
  initial: z.string(),
  data: z.array(bookRow),
  total: z.number().int(),
  current_page: z.number().int(),
  last_page: z.number().int(),
  from: z.number().int(),
});
export type BookPage = z.infer<typeof bookPage>;

/** One line of a financial statement: an account at the total level and its balance, a decimal string. */
export const statementLine = z.object({ code: z.string(), name: z.string(), amount: z.string() });

/** `GET report/profitCost?from&to`: income and expenses of the period, and what is left. */
export const profitAndLoss = z.object({
  income: z.array(statementLine),
  expenses: z.array(statementLine),
  total_income: z.string(),
  total_expenses: z.string(),
  net_profit: z.string(),
});

/** `GET report/balanceSheet?date`: what the business has and owes on a day; equity includes the year's profit. */
export const balanceSheet = z.object({
  assets: z.array(statementLine),
  liabilities_and_equity: z.array(statementLine),
  current_profit: z.string(),
  total_assets: z.string(),
  total_liabilities_and_equity: z.string(),
});

export const periodQuery = z.object({ from: isoDate, to: isoDate });
export const dayQuery = z.object({ date: isoDate });

/** A document of the list (`GET accounting`): its header and its total. */
export const accountingDocumentSummary = documentHeader.extend({ amount: z.string() });
export type AccountingDocumentSummary = z.infer<typeof accountingDocumentSummary>;

/** `POST accounting/permanent` and `POST accounting/lock`: documents chosen in the list. */
export const documentIds = z.object({ ids: z.array(z.number().int().positive()).min(1).max(10_000) });
export const documentLock = documentIds.extend({ locked: z.boolean() });
/** how many documents a bulk command changed, and the message to show */
export const documentsChanged = z.object({ count: z.number().int(), message: z.string() });
export type DocumentsChanged = z.infer<typeof documentsChanged>;

/**
 * `GET report/totalDocument?from&to`: the summary document (sanad-e jam) of a period — every document's lines
 * summed per total-level account, as one balanced document.
 */
export const totalDocument = z.object({
  rows: z.array(z.object({ code: z.string(), name: z.string(), debit: z.string(), credit: z.string() })),
  debit_total: z.string(),
  credit_total: z.string(),
  documents: z.number().int(),
});
export type TotalDocument = z.infer<typeof totalDocument>;

/** `GET accounting/conflicting`: a document that breaks a rule, with the rule (an i18n key) and where. */
export const conflictingDocument = z.object({
  id: z.number().int(),
  number: z.number().int(),
  date: isoDate,
  description: z.string().nullable(),
  problem: z.enum(['inactive-account', 'inactive-detail', 'missing-detail', 'outside-year']),
  account_code: z.string().nullable(),
  account_name: z.string().nullable(),
});
export type ConflictingDocument = z.infer<typeof conflictingDocument>;

/** `GET report/contraryNature?date&level=given|detail`: balances against the account's nature on a day. */
export const contraryNatureQuery = z.object({ date: isoDate, level: z.enum(['given', 'detail']).default('given') });
export const contraryNatureRow = z.object({
  code: z.string(),
  name: z.string(),
  /** the given account the detail balance sits on, for the detail level */
  account_code: z.string().nullable(),
  nature: z.enum(['debtor', 'creditor']),
  /** the balance as debit minus credit: negative for a debit-natured account in credit */
  balance: z.string(),
});
export type ContraryNatureRow = z.infer<typeof contraryNatureRow>;

/** What a document of the year's closing does: its source type in the ledger. */
export const yearClosingKinds = ['closeAccounts', 'closeIncomeSummary', 'closeOpening', 'closing', 'opening'] as const;
export type YearClosingKind = (typeof yearClosingKinds)[number];

/** A document the year's closing posted. */
export const yearClosingDocument = z.object({
  id: z.number().int(),
  number: z.number().int(),
  date: isoDate,
  kind: z.enum(yearClosingKinds),
});
export type YearClosingDocument = z.infer<typeof yearClosingDocument>;

/** `GET accounting/closing`: where the main year stands in its closing. */
export const yearClosingState = z.object({
  year_id: z.number().int(),
  year_name: z.string(),
  start_date: isoDate,
  end_date: isoDate,
  closed: z.boolean(),
  /** documents of the year still temporary: the year does not close until they are permanent or gone */
  temporary_documents: z.number().int(),
  /** whether a temporary account (income, cost, expense) or the income summary still holds a balance */
  temporary_accounts_open: z.boolean(),
  /** the year closing opens: the existing year starting the day after, or the one it will create (id null) */
  next_year: z.object({ id: z.number().int().nullable(), name: z.string(), start_date: isoDate, end_date: isoDate }),
  /** the closing documents already posted in this year, and its opening document */
  documents: z.array(yearClosingDocument),
  /**
   * what the opening documents' balancing account (تراز افتتاحیه) holds at the year's end, debit less credit: the
   * year's closing moves it to a capital account rather than carry it into the next year as equity of no owner
   */
  opening_balance: z.string(),
  /** the chart's capital account, which takes the opening balance unless another is chosen; null where the chart has none */
  capital_account: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable(),
});
export type YearClosingState = z.infer<typeof yearClosingState>;

/**
 * `POST accounting/closeAccounts` and `POST accounting/closeYear`: the year the user means to close, so that a
 * repeated request cannot close the year that the first one opened.
 */
export const yearClosingInput = z.object({
  year_id: z.number().int().positive(),
  /** closeYear: the given account of the balance sheet the opening balance moves to; the chart's capital account when unset */
  capital_account: z.number().int().positive().optional(),
});
export type YearClosingInput = z.infer<typeof yearClosingInput>;

/** `POST accounting/closeAccounts`: the documents that closed the temporary accounts. */
export const closeAccountsResult = z.object({ documents: z.array(yearClosingDocument), message: z.string() });

/** `POST accounting/closeYear`: closes the main year and opens the next with the balance-sheet balances. */
export const closeYearResult = z.object({
  closing_ids: z.array(z.number().int()),
  /** null when the year ended with no balance to carry */
  opening_id: z.number().int().nullable(),
  next_year_id: z.number().int(),
  /** every document posted, in order: closing of temporary accounts, income summary, closing, opening */
  documents: z.array(yearClosingDocument),
  message: z.string(),
});
export type CloseYearResult = z.infer<typeof closeYearResult>;
