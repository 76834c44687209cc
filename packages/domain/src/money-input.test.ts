import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampMoneyOnBlur, moneyInputMax, moneyInputMaxLength, sanitizeMoneyTyping } from './money-input.ts';
import { compareMoney, MoneyFormatError } from './money.ts';

describe('sanitizeMoneyTyping', () => {
  it('converts digits and keeps only digits and the first point', () => {
    expect(sanitizeMoneyTyping('۱۲۳٫۴۵', 2)).toBe('123.45');
    expect(sanitizeMoneyTyping('-1,234.5x', 2)).toBe('1234.5');
    expect(sanitizeMoneyTyping('1.2.3', 4)).toBe('1.23');
    expect(sanitizeMoneyTyping('abc', 2)).toBe('');
  });

  it('keeps the partial states of typing', () => {
    expect(sanitizeMoneyTyping('.', 2)).toBe('.');
    expect(sanitizeMoneyTyping('12.', 2)).toBe('12.');
    expect(sanitizeMoneyTyping('00', 2)).toBe('00');
  });

  it('limits the fraction to min(precision, 4) digits', () => {
    expect(sanitizeMoneyTyping('1.23456', 2)).toBe('1.23');
    expect(sanitizeMoneyTyping('1.23456', 6)).toBe('1.2345');
  });

  it('drops the point and what follows it when precision is 0', () => {
    expect(sanitizeMoneyTyping('12.', 0)).toBe('12');
    expect(sanitizeMoneyTyping('12.50', 0)).toBe('12');
  });

  it('keeps at most 11 characters, the point counted, by shortening the integer part', () => {
    expect(sanitizeMoneyTyping('123456789012', 0)).toBe('12345678901');
    expect(sanitizeMoneyTyping('123456789012.34', 2)).toBe('12345678.34');
    expect(sanitizeMoneyTyping('12345678.1234', 4)).toBe('123456.1234');
  });

  it('always yields something the box may hold', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789.,-٫٬۱۲٣x ') }), fc.integer({ min: 0, max: 6 }), (raw, precision) => {
        const kept = sanitizeMoneyTyping(raw, precision);
        expect(kept.length).toBeLessThanOrEqual(moneyInputMaxLength);
        expect(kept).toMatch(precision === 0 ? /^\d*$/ : new RegExp(`^\\d*(\\.\\d{0,${Math.min(precision, 4)}})?$`));
        expect(sanitizeMoneyTyping(kept, precision)).toBe(kept);
      }),
    );
  });
});

describe('clampMoneyOnBlur', () => {
  it('turns an empty box or a lone point into 0', () => {
    expect(clampMoneyOnBlur('', 2)).toBe('0');
    expect(clampMoneyOnBlur('  ', 2)).toBe('0');
    expect(clampMoneyOnBlur('.', 2)).toBe('0');
  });

  it('canonicalizes and rounds half away from zero to the precision', () => {
    expect(clampMoneyOnBlur('007.50', 2)).toBe('7.5');
    expect(clampMoneyOnBlur('12.', 2)).toBe('12');
    expect(clampMoneyOnBlur('.5', 0)).toBe('1');
    expect(clampMoneyOnBlur('1.23456', 6)).toBe('1.2346');
    expect(clampMoneyOnBlur('۱٬۲۳۴٫۵', 0)).toBe('1235');
  });

  it('clamps into [0, 1e23]', () => {
    expect(clampMoneyOnBlur('-5', 2)).toBe('0');
    expect(clampMoneyOnBlur('100000000000000000000000.01', 2)).toBe(moneyInputMax);
    expect(clampMoneyOnBlur('999999999999999999999999', 0)).toBe('100000000000000000000000');
    expect(clampMoneyOnBlur('99999999999999999999999.99999', 4)).toBe('100000000000000000000000');
  });

  it('throws MoneyFormatError on text that is not an amount', () => {
    expect(() => clampMoneyOnBlur('12a', 2)).toThrow(MoneyFormatError);
  });

  it('settles every sanitized value inside the range', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789.۹') }), fc.integer({ min: 0, max: 6 }), (raw, precision) => {
        const settled = clampMoneyOnBlur(sanitizeMoneyTyping(raw, precision), precision);
        expect(compareMoney(settled, '0')).toBeGreaterThanOrEqual(0);
        expect(compareMoney(settled, moneyInputMax)).toBeLessThanOrEqual(0);
        expect(settled.split('.')[1]?.length ?? 0).toBeLessThanOrEqual(Math.min(precision, 4));
      }),
    );
  });
});
