import { removeBidiMarks } from './bidi-marks.ts';
import { toLatinDigits } from './digits.ts';

/**
 * A Sheba (Iranian IBAN) as the product stores it: 'IR' + 24 digits, upper
 * case, no spaces; or null when the input is not a valid Sheba. Accepts spaces,
 * any letter case and any digit script. The 'IR' prefix is required.
 */
export function normalizeSheba(input: string): string | null {
  const sheba = toLatinDigits(removeBidiMarks(input)).replace(/\s/g, '').toUpperCase();
  if (!/^IR\d{24}$/.test(sheba)) return null;
  return ibanRemainder(sheba) === 1 ? sheba : null;
}

export function isValidSheba(input: string): boolean {
  return normalizeSheba(input) !== null;
}

/**
 * ISO 13616 check: the country code and check digits move to the end, letters
 * become 10-35 (I = 18, R = 27), and the number must leave 1 modulo 97.
 * Reduced one digit at a time so no intermediate exceeds a safe integer.
 */
function ibanRemainder(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  const digits = rearranged.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder;
}
