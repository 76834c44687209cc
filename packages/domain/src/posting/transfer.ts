import type { JournalLine } from '../journal.ts';
import { compareMoney, decimalOf, isZeroMoney, moneyFractionDigits, moneyOf, multiplyMoney, roundMoney, type Money } from '../money.ts';
import { detailOf, PostingRefusal, positiveAmount, type Posting, type PostingContext } from './posting.ts';
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
  /** the amount `to` receives in its own currency, where that is not `from`'s */
  to_amount: Money | null;
  /** the business's money for one unit of `from`'s currency, where neither side keeps the business's */
  rate: Money | null;
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

/**
 * A bank's fee on a treasury account: Dr bank charges, Cr the account; none for no fee. `fee` is in the business's
 * money; `foreign`, the fee in the account's own currency where that is another.
 */
export function feeLines(
  account: TreasuryAccount,
  fee: Money | null,
  context: PostingContext,
  description: string | null,
  foreign: JournalLine['foreign'] = null,
): JournalLine[] {
  if (fee === null || isZeroMoney(fee)) return [];
  const { bankCharges } = systemAccountsOf(context.accounts, ['bankCharges']);
  return [
    { accountId: bankCharges, detailId: null, debit: fee, credit: '0', description },
    { ...ledgerAccountOf(account, context), debit: '0', credit: fee, description, ...(foreign ? { foreign } : {}) },
  ];
}

/** An amount in a currency other than the business's, with the rate it was valued at (the value over the amount). */
function foreignOf(currencyId: number, amount: Money, value: Money): NonNullable<JournalLine['foreign']> {
  return { currencyId, amount, rate: moneyOf(decimalOf(value).div(decimalOf(amount)).toDecimalPlaces(10)) };
}

/**
 * What a transfer moves in the business's money, and each side's amount in its own currency where that is another:
 * from or to the business's currency the value is that side's amount; between two other currencies it is the amount
 * sent at `rate`. Between currencies `to_amount` is what arrives; the fee, in `from`'s currency, is valued as the
 * amount is.
 */
function transferValue(transfer: Transfer, context: PostingContext) {
  const plain = { value: transfer.amount, fee: transfer.fee, from: null, to: null, feeForeign: null };
  const money = context.currencies;
  if (!money) return plain;
  const currencyOf = (account: TreasuryAccount) => money.of.get(`${account.kind}:${account.id}`) ?? money.base.id;
  const [fromCurrency, toCurrency, base] = [currencyOf(transfer.from), currencyOf(transfer.to), money.base.id];
  if (fromCurrency === base && toCurrency === base) return plain;
  const received = fromCurrency === toCurrency ? transfer.amount : positiveAmount(transfer.to_amount, 'to_amount');
  const round = (value: Money) => roundMoney(value, moneyFractionDigits(money.base.decimals));
  const value =
    fromCurrency === base ? transfer.amount : toCurrency === base ? received : round(multiplyMoney(transfer.amount, positiveAmount(transfer.rate, 'rate')));
  const fee = transfer.fee === null || fromCurrency === base ? transfer.fee : round(moneyOf(decimalOf(transfer.fee).mul(decimalOf(value)).div(decimalOf(transfer.amount))));
  return {
    value,
    fee,
    from: fromCurrency === base ? null : foreignOf(fromCurrency, transfer.amount, value),
    to: toCurrency === base ? null : foreignOf(toCurrency, received, value),
    feeForeign: transfer.fee === null || fromCurrency === base ? null : foreignOf(fromCurrency, transfer.fee, fee ?? '0'),
  };
}

/** Dr the receiving account, Cr the paying one, in the business's money; a fee Dr bank charges, Cr the paying account. */
export const postTransfer: Posting<Transfer> = (transfer, context) => {
  if (transfer.from.kind === transfer.to.kind && transfer.from.id === transfer.to.id) throw new PostingRefusal('to', 'transfer-same-account');
  if (compareMoney(transfer.amount, '0') <= 0) throw new PostingRefusal('amount', 'invalid-value');
  const moved = transferValue(transfer, context);
  const description = transfer.description;
  const lines: JournalLine[] = [
    { ...ledgerAccountOf(transfer.to, context), debit: moved.value, credit: '0', description, ...(moved.to ? { foreign: moved.to } : {}) },
    { ...ledgerAccountOf(transfer.from, context), debit: '0', credit: moved.value, description, ...(moved.from ? { foreign: moved.from } : {}) },
  ];
  const fees = feeLines(transfer.from, moved.fee, context, description, moved.feeForeign);
  return { journal: { date: transfer.date, description, lines: [...lines, ...fees] }, stock: [] };
};
