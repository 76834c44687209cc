import type { bookRow } from '@hesab/contract';
import { absMoney, addMoney, compareMoney, subtractMoney, type Money } from '@hesab/domain';

export type BookRow = ReturnType<typeof bookRow.parse>;

/** Which side a balance (debit minus credit) is on: the ledger's تشخیص column. */
export type RemainSide = 'debtor' | 'creditor' | 'none';

export function remainSide(remain: Money): RemainSide {
  const sign = compareMoney(remain, '0');
  return sign > 0 ? 'debtor' : sign < 0 ? 'creditor' : 'none';
}

/** A balance as the ledger shows it: the amount without its sign, beside its side. */
export function remainAmount(remain: Money): Money {
  return absMoney(remain);
}

/** The unnumbered lines around a page of the book, each named by a key under `reports.`. */
export type BookSummaryLabel = 'openingBalance' | 'broughtForward' | 'carriedForward' | 'periodTotal';

/**
 * A line of the book on screen: a document's row, or a summary line whose amounts may be blank (null), such as
 * the opening balance, which has a balance but no debit or credit of its own.
 */
export interface BookLine {
  label: BookSummaryLabel | null;
  date: string | null;
  number: number | null;
  journal_id: number | null;
  description: string | null;
  debit: Money | null;
  credit: Money | null;
  cumulative_debtor: Money | null;
  cumulative_creditor: Money | null;
  remain: Money;
}

const summary = (label: BookSummaryLabel, amounts: Pick<BookLine, 'debit' | 'credit' | 'remain'>): BookLine => ({
  label,
  date: null,
  number: null,
  journal_id: null,
  description: null,
  cumulative_debtor: null,
  cumulative_creditor: null,
  ...amounts,
});

export function bookLine(row: BookRow): BookLine {
  return { ...row, label: null };
}

/**
 * The line above a page: on the first page the balance before the range; on a later page what the rows before it
 * add up to, worked back from its first row (whose running sums include itself).
 */
export function openingLine(rows: readonly BookRow[], initial: Money, firstPage: boolean): BookLine {
  const first = rows[0];
  if (firstPage || !first) return summary('openingBalance', { debit: null, credit: null, remain: initial });
  return summary('broughtForward', {
    debit: subtractMoney(first.cumulative_debtor, first.debit),
    credit: subtractMoney(first.cumulative_creditor, first.credit),
    remain: addMoney(subtractMoney(first.remain, first.debit), first.credit),
  });
}

/** The line below a page: the range's running sums and balance so far, or in full on its last page. */
export function closingLine(rows: readonly BookRow[], lastPage: boolean): BookLine | null {
  const last = rows.at(-1);
  if (!last) return null;
  return summary(lastPage ? 'periodTotal' : 'carriedForward', {
    debit: last.cumulative_debtor,
    credit: last.cumulative_creditor,
    remain: last.remain,
  });
}
