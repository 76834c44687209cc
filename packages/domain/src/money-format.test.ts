import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DigitLanguage } from './digits.ts';
import { decimalString } from './money-arbitrary.ts';
import { formatMoney } from './money-format.ts';
import { MoneyFormatError, parseMoney, roundMoney } from './money.ts';

describe('formatMoney', () => {
  it('groups thousands and pads min(precision, 4) fraction digits', () => {
    expect(formatMoney('1234567.5', { precision: 2 })).toBe('1,234,567.50');
    expect(formatMoney('1234567.5', { precision: 0 })).toBe('1,234,568');
    expect(formatMoney('0.123456', { precision: 6 })).toBe('0.1235');
    expect(formatMoney('999', { precision: 0 })).toBe('999');
    expect(formatMoney('1234', { precision: 0, grouping: false })).toBe('1234');
  });

  it('localizes digits and separators', () => {
    expect(formatMoney('1234567.5', { precision: 2, language: 'fa' })).toBe('۱٬۲۳۴٬۵۶۷٫۵۰');
    expect(formatMoney('1234567.5', { precision: 2, language: 'ar' })).toBe('١٬٢٣٤٬٥٦٧٫٥٠');
    expect(formatMoney('1234567.5', { precision: 2, language: 'ku' })).toBe('١٬٢٣٤٬٥٦٧٫٥٠');
    expect(formatMoney('1234567.5', { precision: 2, language: 'en' })).toBe('1,234,567.50');
  });

  it('keeps an ASCII leading minus and never shows -0', () => {
    expect(formatMoney('-1234.5', { precision: 2, language: 'fa' })).toBe('-۱٬۲۳۴٫۵۰');
    expect(formatMoney('-0.004', { precision: 2 })).toBe('0.00');
    expect(formatMoney('-2.5', { precision: 0 })).toBe('-3');
  });

  it('formats 1e23 exactly', () => {
    expect(formatMoney('100000000000000000000000', { precision: 4 })).toBe('100,000,000,000,000,000,000,000.0000');
    expect(formatMoney('99999999999999999999999.9999', { precision: 4 })).toBe(
      '99,999,999,999,999,999,999,999.9999',
    );
  });

  it('rejects values that are not Money', () => {
    expect(() => formatMoney('1,000', { precision: 0 })).toThrow(MoneyFormatError);
  });

  it('round-trips through parseMoney in every language', () => {
    const language = fc.constantFrom<DigitLanguage>('fa', 'en', 'ar', 'ku');
    fc.assert(
      fc.property(decimalString(), fc.integer({ min: 0, max: 4 }), language, fc.boolean(), (x, precision, lang, grouping) => {
        const shown = formatMoney(x, { precision, language: lang, grouping });
        expect(parseMoney(shown)).toBe(roundMoney(x, Math.min(precision, 4)));
      }),
      { numRuns: 500 },
    );
  });
});

describe('formatMoney with trimZeros (quantities)', () => {
  it('shows a whole quantity without a fraction, in the language digits', () => {
    expect(formatMoney('50.0000', { precision: 4, language: 'fa', trimZeros: true })).toBe('۵۰');
    expect(formatMoney('50', { precision: 4, language: 'en', trimZeros: true })).toBe('50');
  });

  it('keeps only the decimals the quantity has', () => {
    expect(formatMoney('2.5000', { precision: 4, language: 'fa', trimZeros: true })).toBe('۲٫۵');
    expect(formatMoney('1234.0120', { precision: 4, language: 'en', trimZeros: true })).toBe('1,234.012');
    expect(formatMoney('-0.2500', { precision: 4, language: 'en', trimZeros: true })).toBe('-0.25');
  });

  it('never drops zeros of the integer part', () => {
    expect(formatMoney('100', { precision: 4, language: 'en', trimZeros: true })).toBe('100');
    expect(formatMoney('0', { precision: 4, language: 'en', trimZeros: true })).toBe('0');
  });

  it('still rounds to the precision', () => {
    expect(formatMoney('1.23456', { precision: 4, language: 'en', trimZeros: true })).toBe('1.2346');
  });
});
