import { removeBidiMarks } from './bidi-marks.ts';
import { toLatinDigits } from './digits.ts';

/**
 * An Iranian national code (کد ملی) as the product stores it: 10 ASCII
 * digits, or null when the input is not a valid code. Accepts any digit
 * script, spaces and dashes; 8- and 9-digit inputs are left-padded with
 * zeros (leading zeros are often lost in spreadsheets).
 */
export function normalizeNationalCode(input: string): string | null {
  const digits = toLatinDigits(removeBidiMarks(input)).replace(/[\s-]/g, '');
  if (!/^\d{8,10}$/.test(digits)) return null;
  const code = digits.padStart(10, '0');
  if (/^(\d)\1{9}$/.test(code)) return null;
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(code[i]) * (10 - i);
  const remainder = sum % 11;
  const check = Number(code[9]);
  return check === (remainder < 2 ? remainder : 11 - remainder) ? code : null;
}

export function isValidNationalCode(input: string): boolean {
  return normalizeNationalCode(input) !== null;
}
