import { removeBidiMarks } from './bidi-marks.ts';
import { toLatinDigits } from './digits.ts';

/** The weights of the first ten digits, the same five repeated (the registration organisation's algorithm). */
const weights = [29, 27, 23, 19, 17, 29, 27, 23, 19, 17] as const;

/**
 * The national id of a legal person (شناسه ملی اشخاص حقوقی) as the product stores it: 11 ASCII digits, or null
 * when the input is not a valid id. Accepts any digit script, spaces and dashes. The last digit checks the other
 * ten: each digit plus (the tenth digit + 2), times its weight, summed, modulo 11, with 10 read as 0. Digits 4 to 9
 * are a serial that is never all zeros.
 */
export function normalizeLegalNationalId(input: string): string | null {
  const id = toLatinDigits(removeBidiMarks(input)).replace(/[\s-]/g, '');
  if (!/^\d{11}$/.test(id) || id.slice(3, 9) === '000000') return null;
  const shift = Number(id[9]) + 2;
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += (Number(id[i]) + shift) * weights[i]!;
  const remainder = sum % 11;
  return Number(id[10]) === (remainder === 10 ? 0 : remainder) ? id : null;
}

export function isValidLegalNationalId(input: string): boolean {
  return normalizeLegalNationalId(input) !== null;
}
