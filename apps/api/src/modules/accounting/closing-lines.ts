import { absMoney, compareMoney, isZeroMoney, sumMoney, type JournalLine, type Money } from '@hesab/domain';

/** The balance of a given account and detail account (0 for none), as debit minus credit. */
export interface LedgerBalance {
  accountId: number;
  detailId: number;
  balance: Money;
}

/**
 * The lines of a year-end transfer. `close` brings each balance to zero (a debit balance is credited, a credit
 * balance debited) and the target takes them; `restore` puts each balance back and the target gives them. The
 * target gets one line for the debit balances' total and one for the credit balances' total, as accountants
 * write these documents, so both sides stay visible. Balances of the target itself are not moved: it is what the
 * others are moved against. The lines always balance, whatever the balances.
 */
export function transferLines(balances: readonly LedgerBalance[], targetAccountId: number, direction: 'close' | 'restore'): JournalLine[] {
  const moved = balances.filter((b) => b.accountId !== targetAccountId && !isZeroMoney(b.balance));
  const debitBalances = moved.filter((b) => compareMoney(b.balance, '0') > 0);
  const creditBalances = moved.filter((b) => compareMoney(b.balance, '0') < 0);
  // Closing puts a balance on the opposite side; restoring on its own side.
  const line = (accountId: number, detailId: number, amount: Money, debitBalance: boolean): JournalLine => {
    const onDebit = direction === 'restore' ? debitBalance : !debitBalance;
    return { accountId, detailId: detailId === 0 ? null : detailId, debit: onDebit ? amount : '0', credit: onDebit ? '0' : amount };
  };
  const lines = moved.map((b) => line(b.accountId, b.detailId, absMoney(b.balance), compareMoney(b.balance, '0') > 0));
  // The target takes what the accounts give up: their debit balances as a debit when closing, and so on.
  const debitTotal = sumMoney(debitBalances.map((b) => b.balance));
  const creditTotal = absMoney(sumMoney(creditBalances.map((b) => b.balance)));
  if (!isZeroMoney(debitTotal)) lines.push(line(targetAccountId, 0, debitTotal, false));
  if (!isZeroMoney(creditTotal)) lines.push(line(targetAccountId, 0, creditTotal, true));
  return lines;
}
