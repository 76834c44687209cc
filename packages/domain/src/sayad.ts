import { removeBidiMarks } from './bidi-marks.ts';
import { toLatinDigits } from './digits.ts';

/**
 * A cheque's Sayad id (the central bank's cheque system): 16 digits, read in Persian or Arabic digits and with the
 * spaces or dashes a printed cheque groups them by; null when it is not one.
 */
export function normalizeSayad(input: string): string | null {
  const digits = toLatinDigits(removeBidiMarks(input)).replace(/[\s-]/g, '');
  return /^\d{16}$/.test(digits) ? digits : null;
}
