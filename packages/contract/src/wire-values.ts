import { z } from 'zod';
import { isValidGregorianDate, removeBidiMarks, toLatinDigits } from '@hesab/domain';

/*
 * The values the wire carries as text (amounts, dates, whole numbers), read the same by every schema: Persian and
 * Arabic-Indic digits are digits, since imports and other clients send them as the forms' users type them.
 */

const latinized = (value: string) => toLatinDigits(removeBidiMarks(value));

/** Makes a check run only on a value the earlier checks passed, so one bad value gets one message. */
export const whenValid = { when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0 };

/** How many digits an amount has after the point, trailing zeros aside ("1.50" has one). */
export function amountFractionDigits(amount: string): number {
  return amount.split('.')[1]?.replace(/0+$/, '').length ?? 0;
}

/**
 * An amount or quantity as a decimal string; with `precision`, at most that many digits after the point. A minus
 * sign is refused unless `signed`: the side of a value (debit or credit, the nature of an opening) says which way
 * it goes.
 */
export function decimalAmount(options: { precision?: number; signed?: boolean } = {}) {
  const { precision, signed = false } = options;
  const amount = z
    .string()
    .overwrite(latinized)
    .trim()
    .regex(/^-?\d{1,24}(\.\d{1,6})?$/, 'invalid-value')
    .refine((value) => signed || !value.startsWith('-'), { message: 'negative-value', ...whenValid });
  if (precision === undefined) return amount;
  return amount.refine((value) => amountFractionDigits(value) <= precision, { message: 'too-many-decimals', ...whenValid });
}

/*
 * The years a date may fall in: a Jalali year typed as a Gregorian date (1403-12-30) or a slip of the keyboard is
 * refused rather than stored as a day centuries away.
 */
const earliestYear = 1800;
const latestYear = 2199;

function isPlausibleDate(value: string): boolean {
  const [year = 0, month = 0, day = 0] = value.split('-').map(Number);
  return year >= earliestYear && year <= latestYear && isValidGregorianDate(year, month, day);
}

/** An ISO calendar date `YYYY-MM-DD` (Gregorian) that exists, in the years 1800 to 2199. */
export const isoDate = z
  .string()
  .overwrite(latinized)
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid-date')
  .refine(isPlausibleDate, { message: 'invalid-date', ...whenValid });

/** A whole number, also as a text of digits in any script (`"۱۲"`); anything else is left to the number's check. */
export function wholeNumber(number: z.ZodNumber) {
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    const text = latinized(value).trim();
    return /^-?\d{1,15}$/.test(text) ? Number(text) : value;
  }, number);
}
