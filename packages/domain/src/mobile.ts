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

/** A mobile number as Iranians write it, "0912 123 4567"; a text that is not one comes back as it was. */
export function formatMobile(input: string): string {
  const mobile = normalizeMobile(input);
  return mobile ? `0${mobile.slice(0, 3)} ${mobile.slice(3, 6)} ${mobile.slice(6)}` : input;
}

/**
 * What a search typed as (part of) a mobile number looks for in the stored form: its digits without the +98,
 * 0098 or 0 that the stored form leaves out, so 0912…, 912…, +98912… and ۰۹۱۲… find the same person. Null for a
 * term that is not digits (with spaces, dashes or a leading plus).
 */
export function mobileSearchDigits(term: string): string | null {
  let digits = toLatinDigits(removeBidiMarks(term)).replace(/[\s-]/g, '');
  if (!/^\+?\d+$/.test(digits)) return null;
  if (digits.startsWith('+98')) digits = digits.slice(3);
  else if (digits.startsWith('0098')) digits = digits.slice(4);
  else if (digits.startsWith('98') && digits.length > 10) digits = digits.slice(2);
  else if (digits.startsWith('+')) return null;
  if (digits.startsWith('0')) digits = digits.slice(1);
  return digits === '' ? null : digits;
}
