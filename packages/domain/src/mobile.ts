import { removeBidiMarks } from './bidi-marks.ts';
import { toLatinDigits } from './digits.ts';

/**
 * An Iranian mobile number as the product stores it: '9' and 9 more digits,
 * without the country prefix and without the leading zero; or null when the
 * input is not one. Accepts any digit script, spaces and dashes, and the
 * prefixes +98, 0098, 98 and 0 (also combined, as in '+98 0912…').
 */
export function normalizeMobile(input: string): string | null {
  let digits = toLatinDigits(removeBidiMarks(input)).replace(/[\s-]/g, '');
  if (digits.startsWith('+98')) digits = digits.slice(3);
  else if (digits.startsWith('0098')) digits = digits.slice(4);
  // A bare 98 is a country code only when a full number follows; 98xxxxxxxx alone is a 10-digit number.
  else if (digits.startsWith('98') && digits.length > 10) digits = digits.slice(2);
  if (digits.startsWith('0') && digits.length === 11) digits = digits.slice(1);
  return /^9\d{9}$/.test(digits) ? digits : null;
}

/** True when the input (in any of the forms normalizeMobile accepts) is an Iranian mobile number. */
export function isValidMobile(input: string): boolean {
  return normalizeMobile(input) !== null;
}
