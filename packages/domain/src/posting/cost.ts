import type { JournalLine } from '../journal.ts';
import { absMoney, isZeroMoney, subtractMoney, sumMoney, type Money } from '../money.ts';
import { PostingRefusal, positiveAmount, refuseBothSides, type Posting, type PostingContext } from './posting.ts';
import { feeLines, ledgerAccountOf, treasuryAccountOfRow, type TreasuryColumns } from './transfer.ts';

/** A row of a cost or an income: a given account with an optional detail account, its amount and description. */
export interface CostRow {
  account: number;
  detail: number | null;
  amount: Money;
  description: string | null;
}

/** A treasury row paying a cost or receiving an income: exactly one of bank, cash or petty, the amount, the bank's fee. */
export interface CostPayment extends TreasuryColumns {
  amount: Money;
  fee?: Money | null;
}

/** A cost or an income as its posting reads it (issue 15): its rows, and the treasury rows of the same total. */
export interface CostDocument {
  date: string;
  description: string | null;
  rows: readonly CostRow[];
  payments: readonly CostPayment[];
}

/**
 * The lines of a cost (`paid`: Dr each row's account, Cr each treasury account) or an income (`received`: the
 * reverse); a bank's fee is Dr bank charges, Cr its account either way.
 */
function costLines(document: CostDocument, context: PostingContext, direction: 'paid' | 'received'): JournalLine[] {
  const { description } = document;
  const paid = direction === 'paid';
  const debit = (amount: Money) => ({ debit: amount, credit: '0' });
  const credit = (amount: Money) => ({ debit: '0', credit: amount });
  const rows = document.rows.map(
    (row, index): JournalLine => ({
      accountId: row.account,
      detailId: row.detail,
      ...(paid ? debit : credit)(positiveAmount(row.amount, `rows.${index}.amount`)),
      description: row.description ?? description,
    }),
  );
  if (document.payments.length === 0) throw new PostingRefusal('payments', 'is-required');
  const treasury: JournalLine[] = [];
  const fees: JournalLine[] = [];
  document.payments.forEach((payment, index) => {
    const account = treasuryAccountOfRow(payment, `payments.${index}`);
    const amount = positiveAmount(payment.amount, `payments.${index}.amount`);
    treasury.push({ ...ledgerAccountOf(account, context), ...(paid ? credit : debit)(amount), description });
    fees.push(...feeLines(account, payment.fee ?? null, context, description));
  });
  // A row booked to the treasury account that pays it (an income received into the cash box it names) moves nothing.
  refuseBothSides([...treasury, ...rows], (index) => (index < treasury.length ? `payments.${index}` : `rows.${index - treasury.length}.account`));
  const difference = subtractMoney(sumMoney(document.rows.map((row) => row.amount)), sumMoney(document.payments.map((payment) => payment.amount)));
  if (!isZeroMoney(difference)) throw new PostingRefusal('payments', 'payments-unequal', { difference: absMoney(difference) });
  return paid ? [...rows, ...treasury, ...fees] : [...treasury, ...rows, ...fees];
}

/** A cost: Dr each row's expense account, Cr each treasury account it is paid from. */
export const postCost: Posting<CostDocument> = (cost, context) => ({
  journal: { date: cost.date, description: cost.description, lines: costLines(cost, context, 'paid') },
  stock: [],
});

/** An income: Dr each treasury account it is received into, Cr each row's revenue account. */
export const postIncome: Posting<CostDocument> = (income, context) => ({
  journal: { date: income.date, description: income.description, lines: costLines(income, context, 'received') },
  stock: [],
});
