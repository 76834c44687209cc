import { describe, expect, it } from 'vitest';
import { closingLine, openingLine, remainAmount, remainSide, type BookRow } from './book-lines.ts';

const row = (values: Pick<BookRow, 'debit' | 'credit' | 'cumulative_debtor' | 'cumulative_creditor' | 'remain'>): BookRow => ({
  date: '2025-04-01',
  number: 1,
  journal_id: 1,
  description: null,
  ...values,
});

// initial 1000 debit; +500, -2000, +300
const rows = [
  row({ debit: '500', credit: '0', cumulative_debtor: '500', cumulative_creditor: '0', remain: '1500' }),
  row({ debit: '0', credit: '2000', cumulative_debtor: '500', cumulative_creditor: '2000', remain: '-500' }),
  row({ debit: '300', credit: '0', cumulative_debtor: '800', cumulative_creditor: '2000', remain: '-200' }),
];

describe('the side of a balance', () => {
  it('is debtor above zero, creditor below, settled at zero; the amount has no sign', () => {
    expect(remainSide('1500')).toBe('debtor');
    expect(remainSide('-0.01')).toBe('creditor');
    expect(remainSide('0')).toBe('none');
    expect(remainSide('0.000')).toBe('none');
    expect(remainAmount('-500')).toBe('500');
  });
});

describe('the lines around a page of the book', () => {
  it('opens the first page with the balance before the range', () => {
    expect(openingLine(rows, '1000', true)).toMatchObject({ label: 'openingBalance', debit: null, credit: null, remain: '1000' });
  });

  it('brings forward what the earlier pages add up to', () => {
    // a second page starting at the third row
    expect(openingLine(rows.slice(2), '1000', false)).toMatchObject({
      label: 'broughtForward',
      debit: '500',
      credit: '2000',
      remain: '-500',
    });
  });

  it('closes with the running sums: carried forward, or the period total on the last page', () => {
    expect(closingLine(rows.slice(0, 2), false)).toMatchObject({ label: 'carriedForward', debit: '500', credit: '2000', remain: '-500' });
    expect(closingLine(rows, true)).toMatchObject({ label: 'periodTotal', debit: '800', credit: '2000', remain: '-200' });
    expect(closingLine([], true)).toBeNull();
  });
});
