import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidCardNumber, normalizeCardNumber } from './card-number.ts';

describe('a bank card number (Luhn)', () => {
  it.each(['6037991199500590', '6104331234567890', '6273530000000003', '5022291111222236', '4111111111111111'])('accepts %j', (card) => {
    expect(normalizeCardNumber(card)).toBe(card);
  });

  it('reads any digit script, spaces and dashes', () => {
    expect(normalizeCardNumber('۶۰۳۷-۹۹۱۱-۹۹۵۰-۰۵۹۰')).toBe('6037991199500590');
    expect(normalizeCardNumber('٦١٠٤ ٣٣١٢ ٣٤٥٦ ٧٨٩٠')).toBe('6104331234567890');
    expect(normalizeCardNumber('\u200e6037 9911 9950 0590')).toBe('6037991199500590');
  });

  it.each([
    '6037991199500591', // wrong check digit
    '6307991199500590', // two neighbouring digits swapped
    '603799119950059', // 15 digits
    '60379911995005900', // 17 digits
    '6037991199500a90',
    '0000000000000000', // Luhn-valid, but no card
    '',
  ])('refuses %j', (card) => {
    expect(normalizeCardNumber(card)).toBeNull();
    expect(isValidCardNumber(card)).toBe(false);
  });

  const digits = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));

  it('gives fifteen digits exactly one check digit', () => {
    fc.assert(
      fc.property(digits(15), (body) => {
        fc.pre(!/^(\d)\1+$/.test(body));
        const valid = Array.from({ length: 10 }, (_, check) => `${body}${check}`).filter(isValidCardNumber);
        expect(valid).toHaveLength(1);
      }),
    );
  });

  it('refuses a valid number with any one digit changed', () => {
    fc.assert(
      fc.property(digits(15), fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 9 }), (body, position, shift) => {
        const card = Array.from({ length: 10 }, (_, check) => `${body}${check}`).find(isValidCardNumber) ?? '';
        const changed = card.slice(0, position) + String((Number(card[position]) + shift) % 10) + card.slice(position + 1);
        expect(isValidCardNumber(changed)).toBe(false);
      }),
    );
  });
});
