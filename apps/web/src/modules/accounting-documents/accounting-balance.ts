import { absMoney, compareMoney, isZeroMoney, subtractMoney, type Money } from '@hesab/domain';
import type { TFunction } from 'i18next';
import type { TotalsVerdict } from '../../shared/documents/document-layout.ts';
import type { EditedLine } from '../../shared/documents/line-values.ts';

/* The accounting document's own rules: debits equal credits, and the opening document's lines that records own. */

/**
 * A line of the opening document that a record owns (a person's opening balance, a product's initial stock, the
 * balances a closing carried): it changes through its record, so the grid shows it but does not edit it.
 */
export function isRecordLine(line: EditedLine): boolean {
  const source = line.values.source_type;
  return typeof source === 'string' && source !== 'manual';
}

export type BalanceState = 'empty' | 'balanced' | 'unbalanced';

export interface DocumentBalance {
  debit: Money;
  credit: Money;
  /** debit minus credit: positive when the debits are ahead */
  difference: Money;
  state: BalanceState;
}

/** The balance of the running totals; a document with nothing on either side is empty, not balanced. */
export function documentBalance(sums: Readonly<Record<string, Money>>): DocumentBalance {
  const debit = sums.debit_total ?? '0';
  const credit = sums.credit_total ?? '0';
  const difference = subtractMoney(debit, credit);
  const state: BalanceState = compareMoney(difference, '0') !== 0 ? 'unbalanced' : isZeroMoney(debit) ? 'empty' : 'balanced';
  return { debit, credit, difference, state };
}

/** The totals bar's verdict: the difference as a figure, balanced or which side is ahead. */
export function balanceVerdict(sums: Readonly<Record<string, Money>>, t: TFunction): TotalsVerdict {
  const balance = documentBalance(sums);
  const heavierSide = balance.difference.startsWith('-') ? 'documents.creditAhead' : 'documents.debitAhead';
  return {
    state: balance.state,
    figures: [{ label: 'documents.difference', value: absMoney(balance.difference), testId: 'document-difference' }],
    wrong: balance.state === 'unbalanced',
    verdict:
      balance.state === 'balanced'
        ? { label: t('documents.balanced'), tone: 'success' }
        : balance.state === 'unbalanced'
          ? { label: `${t('documents.unbalanced')} (${t(heavierSide)})`, tone: 'error' }
          : undefined,
  };
}
