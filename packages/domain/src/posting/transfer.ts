import type { JournalLine } from '../journal.ts';
import { compareMoney, isZeroMoney, type Money } from '../money.ts';
import { detailOf, PostingRefusal, type Posting, type PostingContext } from './posting.ts';
import { systemAccountsOf } from './system-accounts.ts';

/** A treasury account as a document names it: its kind (the chart's system role of that name) and id. */
export interface TreasuryAccount {
  kind: 'bank' | 'cash' | 'petty';
  id: number;
}

/** A transfer between treasury accounts as its posting reads it (issue 15 "Transfers"). */
export interface Transfer {
  date: string;
  description: string | null;
  from: TreasuryAccount;
  to: TreasuryAccount;
  amount: Money;
  fee: Money | null;
}

export const treasuryKinds = ['bank', 'cash', 'petty'] as const;

/** A row naming a treasury account in one of its columns bank, cash and petty; the wire may leave out an empty one. */
export type TreasuryColumns = Partial<Record<TreasuryAccount['kind'], number | null>>;

/** The treasury account a row names; a row naming none, or more than one, is refused on its bank cell (`<at>.bank`). */
export function treasuryAccountOfRow(row: TreasuryColumns, at: string): TreasuryAccount {
  const named = treasuryKinds.flatMap((kind) => {
    const id = row[kind] ?? null;
    return id === null ? [] : [{ kind, id }];
  });
  const [account] = named;
  if (named.length !== 1 || account === undefined) throw new PostingRefusal(`${at}.bank`, 'cash-row-one-account');
  return account;
}

/** The given account and detail account of a treasury account: its kind's system account, and its own detail. */
export function ledgerAccountOf(account: TreasuryAccount, context: PostingContext) {
  return { accountId: systemAccountsOf(context.accounts, [account.kind])[account.kind], detailId: detailOf(context, account.kind, account.id) };
}

/** A bank's fee on a treasury account: Dr bank charges, Cr the account; none for no fee. */
export function feeLines(account: TreasuryAccount, fee: Money | null, context: PostingContext, description: string | null): JournalLine[] {
  if (fee === null || isZeroMoney(fee)) return [];
  const { bankCharges } = systemAccountsOf(context.accounts, ['bankCharges']);
  return [
    { accountId: bankCharges, detailId: null, debit: fee, credit: '0', description },
    { ...ledgerAccountOf(account, context), debit: '0', credit: fee, description },
  ];
}

/** Dr the receiving account, Cr the paying one; a fee Dr bank charges, Cr the paying account. */
export const postTransfer: Posting<Transfer> = (transfer, context) => {
  if (transfer.from.kind === transfer.to.kind && transfer.from.id === transfer.to.id) throw new PostingRefusal('to', 'transfer-same-account');
  if (compareMoney(transfer.amount, '0') <= 0) throw new PostingRefusal('amount', 'invalid-value');
  const from = ledgerAccountOf(transfer.from, context);
  const to = ledgerAccountOf(transfer.to, context);
  const description = transfer.description;
  const lines: JournalLine[] = [
    { ...to, debit: transfer.amount, credit: '0', description },
    { ...from, debit: '0', credit: transfer.amount, description },
  ];
  return { journal: { date: transfer.date, description, lines: [...lines, ...feeLines(transfer.from, transfer.fee, context, description)] }, stock: [] };
};
