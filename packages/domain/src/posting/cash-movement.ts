import type { JournalLine } from '../journal.ts';
import { compareMoney, sumMoney, type Money } from '../money.ts';
import { detailOf, PostingRefusal, type Posting, type PostingContext } from './posting.ts';
import { systemAccountsOf } from './system-accounts.ts';
import { feeLines, ledgerAccountOf, type TreasuryAccount } from './transfer.ts';

/** A row of a receipt or payment: one treasury account (of the three kinds, exactly one named), amount, fee. */
export interface CashRow {
  bank: number | null;
  cash: number | null;
  petty: number | null;
  amount: Money;
  fee: Money | null;
  tracking: string | null;
}

/** A receipt from a person, or a payment to one, as its posting reads it (issue 15). */
export interface CashMovement {
  date: string;
  description: string | null;
  person: number;
  rows: readonly CashRow[];
}

const kinds = ['bank', 'cash', 'petty'] as const;

/** The treasury account a row names; a row naming none, or more than one, is refused on its bank cell. */
function accountOfRow(row: CashRow, index: number): TreasuryAccount {
  const named = kinds.filter((kind) => row[kind] !== null);
  const [kind] = named;
  if (named.length !== 1 || kind === undefined) throw new PostingRefusal(`rows.${index}.bank`, 'cash-row-one-account');
  if (compareMoney(row.amount, '0') <= 0) throw new PostingRefusal(`rows.${index}.amount`, 'invalid-value');
  return { kind, id: row[kind] ?? 0 };
}

/**
 * The lines of a receipt (`in`) or payment (`out`): each row's amount on its treasury account (with its detail), the
 * total against the person's account (receivable for a receipt, payable for a payment, with the person's detail),
 * and each fee Dr bank charges, Cr the row's account.
 */
function cashLines(movement: CashMovement, context: PostingContext, direction: 'in' | 'out'): JournalLine[] {
  const description = movement.description;
  const rows = movement.rows.map((row, index) => ({ row, account: accountOfRow(row, index) }));
  const treasuryLine = (account: TreasuryAccount, amount: Money, side: 'debit' | 'credit'): JournalLine => ({
    ...ledgerAccountOf(account, context),
    debit: side === 'debit' ? amount : '0',
    credit: side === 'credit' ? amount : '0',
    description,
  });
  const total = sumMoney(rows.map(({ row }) => row.amount));
  const personRole = direction === 'in' ? 'receivable' : 'payable';
  const person = {
    accountId: systemAccountsOf(context.accounts, [personRole])[personRole],
    detailId: detailOf(context, 'customer', movement.person),
    debit: direction === 'out' ? total : '0',
    credit: direction === 'in' ? total : '0',
    description,
  };
  const money = rows.map(({ row, account }) => treasuryLine(account, row.amount, direction === 'in' ? 'debit' : 'credit'));
  const fees = rows.flatMap(({ row, account }) => feeLines(account, row.fee, context, description));
  return direction === 'in' ? [...money, person, ...fees] : [person, ...money, ...fees];
}

/** A receipt: Dr each treasury account, Cr the person's receivable; a fee Dr bank charges, Cr the account. */
export const postReceipt: Posting<CashMovement> = (receipt, context) => ({
  journal: { date: receipt.date, description: receipt.description, lines: cashLines(receipt, context, 'in') },
  stock: [],
});

/** A payment: Dr the person's payable, Cr each treasury account; a fee Dr bank charges, Cr the account. */
export const postPayment: Posting<CashMovement> = (payment, context) => ({
  journal: { date: payment.date, description: payment.description, lines: cashLines(payment, context, 'out') },
  stock: [],
});
