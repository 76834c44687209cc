import { describe, expect, it } from 'vitest';
import { formatMobile, isValidMobile, mobileSearchDigits, normalizeMobile } from './mobile.ts';

describe('mobile', () => {
  it.each([
    '9121234567',
    '09121234567',
    '+989121234567',
    '00989121234567',
    '989121234567',
    '+98 912 123 4567',
    '0912-123-4567',
    '۰۹۱۲۱۲۳۴۵۶۷',
    '+98 0912 123 4567',
  ])('normalizes %j', (input) => {
    expect(normalizeMobile(input)).toBe('9121234567');
  });

  it('keeps a 10-digit number that happens to start with 98', () => {
    expect(normalizeMobile('9812345678')).toBe('9812345678');
  });

  it.each(['', '912123456', '91212345678', '8121234567', '02112345678', '+1 912 123 4567', '0912 123 456x'])(
    'rejects %j',
    (input) => {
      expect(normalizeMobile(input)).toBeNull();
      expect(isValidMobile(input)).toBe(false);
    },
  );

  it('is shown as Iranians write it', () => {
    expect(formatMobile('9121234567')).toBe('0912 123 4567');
    expect(formatMobile('+98 912 123 4567')).toBe('0912 123 4567');
    expect(formatMobile('12345')).toBe('12345');
  });

  it.each(['09121234567', '9121234567', '+989121234567', '00989121234567', '۰۹۱۲۱۲۳۴۵۶۷', '0912 123 4567'])(
    'is searched by %j as the stored digits',
    (term) => {
      expect(mobileSearchDigits(term)).toBe('9121234567');
    },
  );

  it('searches a beginning typed with its zero or prefix', () => {
    expect(mobileSearchDigits('0912')).toBe('912');
    expect(mobileSearchDigits('+98912')).toBe('912');
    expect(mobileSearchDigits('123')).toBe('123');
  });

  it.each(['', '0', 'علی', '0912x', '+1 555'])('does not read %j as a mobile', (term) => {
    expect(mobileSearchDigits(term)).toBeNull();
  });
});
