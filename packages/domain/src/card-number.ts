import { removeBidiMarks } from './bidi-marks.ts';
import { toLatinDigits } from './digits.ts';

/**
 * A bank card number (شماره کارت) as the product stores it: 16 ASCII digits, or null when the input is not a
 * valid card number. Accepts any digit script, spaces and dashes, as the number is printed and copied in groups of
 * four; the last digit must be the Luhn check digit of the other fifteen. Sixteen equal digits pass Luhn where the
 * digit is 0 but are never a card: a placeholder typed to get past the field.
 */
export function normalizeCardNumber(input: string): string | null {
  const digits = toLatinDigits(removeBidiMarks(input)).replace(/[\s-]/g, '');
  if (!/^\d{16}$/.test(digits) || /^(\d)\1{15}$/.test(digits)) return null;
  return luhnRemainder(digits) === 0 ? digits : null;
}

export function isValidCardNumber(input: string): boolean {
  return normalizeCardNumber(input) !== null;
}

/**
 * ISO/IEC 7812 (Luhn): from the rightmost digit, every second digit is doubled (less 9 when above 9); a valid
 * number's digits then sum to a multiple of 10.
 */
function luhnRemainder(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10;
}
