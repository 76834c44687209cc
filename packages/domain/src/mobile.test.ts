import { describe, expect, it } from 'vitest';
import { isValidMobile, normalizeMobile } from './mobile.ts';

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
});
