import type { BalanceAmounts, BalanceLevel } from '@hesab/contract';
import { addMoney, isZeroMoney, type Money } from '@hesab/domain';

export const balanceLevels = ['group', 'total', 'given', 'detail'] as const satisfies readonly BalanceLevel[];

/**
 * The usual Iranian trial balance layouts, by their number of amount columns:
 * - 2: the closing balance only (مانده بدهکار، مانده بستانکار);
 * - 4: the period's turnover and the closing balance (گردش بدهکار و بستانکار، مانده);
 * - 6: opening balance, period turnover, closing balance;
 * - 8: opening balance, period turnover, their sum (جمع گردش: opening plus period) and the closing balance.
 */
export const balanceLayouts = ['2', '4', '6', '8'] as const;
export type BalanceLayout = (typeof balanceLayouts)[number];

export type { BalanceAmounts };

/** The amount columns a layout can show; the sums are not in the answer, they are opening plus period. */
export type BalanceColumnKey = keyof BalanceAmounts | 'sum_debit' | 'sum_credit';

const layoutColumns: Record<BalanceLayout, readonly BalanceColumnKey[]> = {
  '2': ['closing_debit', 'closing_credit'],
  '4': ['debit', 'credit', 'closing_debit', 'closing_credit'],
  '6': ['opening_debit', 'opening_credit', 'debit', 'credit', 'closing_debit', 'closing_credit'],
  '8': ['opening_debit', 'opening_credit', 'debit', 'credit', 'sum_debit', 'sum_credit', 'closing_debit', 'closing_credit'],
};

export function balanceColumnKeys(layout: BalanceLayout): readonly BalanceColumnKey[] {
  return layoutColumns[layout];
}

/** Each column's header, a key under `reports.`. */
export const balanceColumnLabels: Record<BalanceColumnKey, string> = {
  opening_debit: 'openingDebit',
  opening_credit: 'openingCredit',
  debit: 'periodDebit',
  credit: 'periodCredit',
  sum_debit: 'sumDebit',
  sum_credit: 'sumCredit',
  closing_debit: 'closingDebit',
  closing_credit: 'closingCredit',
};

export function balanceAmount(row: BalanceAmounts, key: BalanceColumnKey): Money {
  if (key === 'sum_debit') return addMoney(row.opening_debit, row.debit);
  if (key === 'sum_credit') return addMoney(row.opening_credit, row.credit);
  return row[key];
}

/**
 * Rows the layout would show as nothing but zeros (a settled account in the 2-column layout). Hiding them never
 * changes the totals, since every amount shown of such a row is zero.
 */
export function isZeroRow(row: BalanceAmounts, layout: BalanceLayout): boolean {
  return balanceColumnKeys(layout).every((key) => isZeroMoney(balanceAmount(row, key)));
}

export function visibleBalanceRows<Row extends BalanceAmounts>(
  rows: readonly Row[],
  layout: BalanceLayout,
  hideZero: boolean,
): Row[] {
  return hideZero ? rows.filter((row) => !isZeroRow(row, layout)) : [...rows];
}
