import { describe, expect, it } from 'vitest';
import { amountCell, numericCellText } from './spreadsheet-cell.ts';

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

describe('a numeric cell read from a sheet', () => {
  it('reads as its plain decimal up to 20 characters, never an exponent', () => {
    expect(numericCellText(1250000)).toBe('1250000');
    expect(numericCellText(-12.5)).toBe('-12.5');
    expect(numericCellText(1e-7)).toBe('0.0000001');
    expect(numericCellText(12345678901234567000)).toBe('12345678901234567000');
    expect(numericCellText(0.1)).toBe('0.1');
  });

  it('is no number beyond 20 characters', () => {
    expect(numericCellText(1e21)).toBe('1e+21');
    // 22 characters written out: Excel's rounding shows, so it stays an exponent.
    expect(numericCellText(-1.2345678901234568e20)).toBe('-1.2345678901234568e+20');
    expect(numericCellText(1.5e-25)).toBe('1.5e-25');
  });
});
