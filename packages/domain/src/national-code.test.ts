import { describe, expect, it } from 'vitest';
import { isValidNationalCode, normalizeNationalCode } from './national-code.ts';

describe('national code', () => {
  it('accepts valid codes in any digit script, with spaces or dashes', () => {
    expect(normalizeNationalCode('0499370899')).toBe('0499370899');
    expect(normalizeNationalCode('۰۴۹۹۳۷۰۸۹۹')).toBe('0499370899');
    expect(normalizeNationalCode('٠٤٩-٩٣٧٠٨٩-٩')).toBe('0499370899');
    // Check digit from remainder < 2: 0000000019 → sum 2, 2 % 11 = 2 → 9; 0000000108 → sum 3 → 8.
    expect(isValidNationalCode('0000000108')).toBe(true);
  });

  it('left-pads 8 and 9 digit inputs', () => {
    expect(normalizeNationalCode('499370899')).toBe('0499370899');
    expect(normalizeNationalCode('00000108')).toBe('0000000108');
  });

  it('rejects wrong check digits, repeated digits and wrong lengths', () => {
    expect(isValidNationalCode('0499370890')).toBe(false);
    expect(isValidNationalCode('1111111111')).toBe(false);
    expect(isValidNationalCode('0000000000')).toBe(false);
    expect(isValidNationalCode('1234567')).toBe(false);
    expect(isValidNationalCode('04993708990')).toBe(false);
    expect(isValidNationalCode('04993708a9')).toBe(false);
  });
});
