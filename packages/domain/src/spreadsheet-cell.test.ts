import { describe, expect, it } from 'vitest';
import { amountCell } from './spreadsheet-cell.ts';

describe('an amount as an Excel cell', () => {
  it('is a number when a double holds it exactly', () => {
    expect(amountCell('1250.5000')).toBe(1250.5);
    expect(amountCell('-3')).toBe(-3);
    expect(amountCell('0')).toBe(0);
  });

  it('is the exact text when it is longer than 20 characters or a double would round it', () => {
    expect(amountCell('100000000000000000000000')).toBe('100000000000000000000000');
    expect(amountCell('12345678901234567.12')).toBe('12345678901234567.12');
  });

  it('is empty for no amount', () => {
    expect(amountCell(null)).toBe('');
    expect(amountCell('abc')).toBe('');
  });
});
