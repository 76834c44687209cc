import { describe, expect, it } from 'vitest';
import { balanceAmount, balanceColumnKeys, isZeroRow, visibleBalanceRows, type BalanceAmounts } from './balance-layout.ts';

const amounts = (values: Partial<BalanceAmounts>): BalanceAmounts => ({
  opening_debit: '0',
  opening_credit: '0',
  debit: '0',
  credit: '0',
  closing_debit: '0',
  closing_credit: '0',
  ...values,
});

describe('trial balance layouts', () => {
  it('show the closing balance, then the period, then the opening, then the sums', () => {
    expect(balanceColumnKeys('2')).toEqual(['closing_debit', 'closing_credit']);
    expect(balanceColumnKeys('4')).toEqual(['debit', 'credit', 'closing_debit', 'closing_credit']);
    expect(balanceColumnKeys('6')).toEqual(['opening_debit', 'opening_credit', 'debit', 'credit', 'closing_debit', 'closing_credit']);
    expect(balanceColumnKeys('8')).toHaveLength(8);
    expect(balanceColumnKeys('8').slice(4, 6)).toEqual(['sum_debit', 'sum_credit']);
  });

  it('sums opening and period turnover exactly for the 8-column layout', () => {
    const row = amounts({ opening_debit: '100000000000000000000.5', debit: '0.25', opening_credit: '0', credit: '7' });
    expect(balanceAmount(row, 'sum_debit')).toBe('100000000000000000000.75');
    expect(balanceAmount(row, 'sum_credit')).toBe('7');
  });

  it('hides rows that are zero in every column of the layout, and only those', () => {
    const settled = { code: '10101', ...amounts({ debit: '500', credit: '500' }) };
    const open = { code: '10102', ...amounts({ debit: '500', closing_debit: '500' }) };
    expect(isZeroRow(settled, '2')).toBe(true);
    expect(isZeroRow(settled, '4')).toBe(false);
    expect(visibleBalanceRows([settled, open], '2', true).map((row) => row.code)).toEqual(['10102']);
    expect(visibleBalanceRows([settled, open], '2', false)).toHaveLength(2);
    expect(visibleBalanceRows([settled, open], '6', true)).toHaveLength(2);
  });
});
