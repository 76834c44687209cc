import Decimal from 'decimal.js';
import { removeBidiMarks } from './bidi-marks.ts';
import { toLatinDigits } from './digits.ts';

/**
 * An amount of money or a quantity as a plain decimal string: optional '-',
 * ASCII digits, optional '.' and fraction; no exponent, no separators.
 * Every function here accepts any such string (e.g. Postgres numeric's
 * "1.5000") and returns the canonical form: no leading zeros, no trailing
 * fraction zeros, never "-0". Compare with compareMoney, not ===, unless both
 * sides are known to be canonical.
 */
export type Money = string;

/** Thrown when a string is not a money value (or, for parseMoney, not a typed amount). */
export class MoneyFormatError extends Error {
  override readonly name = 'MoneyFormatError';
  constructor(readonly input: string) {
    super(`Not a money amount: ${JSON.stringify(input)}`);
  }
}

/**
 * A private Decimal constructor: the global default of 20 significant digits
 * would silently round amounts such as 1e23 with 4 decimals. Addition and
 * multiplication are exact up to this many significant digits.
 */
const MoneyDecimal = Decimal.clone({ precision: 1000, rounding: Decimal.ROUND_HALF_UP });

const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

export function isMoney(value: unknown): value is Money {
  return typeof value === 'string' && PLAIN_DECIMAL.test(value);
}

/** For domain modules only (not re-exported from the package). */
export function decimalOf(value: Money): Decimal {
  if (!isMoney(value)) throw new MoneyFormatError(value);
  return new MoneyDecimal(value);
}

/** For domain modules only (not re-exported from the package). */
export function moneyOf(value: Decimal): Money {
  // toFixed() without arguments never uses exponent notation.
  return value.isZero() ? '0' : value.toFixed();
}

const DIGIT = '[0-9\\u06F0-\\u06F9\\u0660-\\u0669]';
const GROUP_SEPARATOR = '[,\\u066C\\u060C]';
/**
 * Sign, integer part (ungrouped, or grouped strictly in threes so that a
 * European "1,5" is rejected rather than read as 15), then an optional '.' or
 * '٫' and fraction.
 */
const TYPED_AMOUNT = new RegExp(
  `^([-\\u2212]?)(${DIGIT}{1,3}(?:${GROUP_SEPARATOR}${DIGIT}{3})+|${DIGIT}*)(?:[.\\u066B](${DIGIT}*))?$`,
);
const GROUP_SEPARATORS = new RegExp(GROUP_SEPARATOR, 'g');

/**
 * Reads an amount as a person types or pastes it: Latin, Persian or
 * Arabic-Indic digits; ',' '٬' '،' as thousands separators (in groups of
 * three); '.' or '٫' as decimal point; "5." and ".5" are allowed; a leading
 * '-' (or U+2212 '−', which Intl and spreadsheets emit); surrounding spaces
 * and bidi marks are ignored. Anything else throws MoneyFormatError.
 */
export function parseMoney(input: string): Money {
  const match = TYPED_AMOUNT.exec(removeBidiMarks(input).trim());
  if (!match) throw new MoneyFormatError(input);
  const [, sign = '', grouped = '', typedFraction = ''] = match;
  const integer = toLatinDigits(grouped.replace(GROUP_SEPARATORS, ''));
  const fraction = toLatinDigits(typedFraction);
  if (integer === '' && fraction === '') throw new MoneyFormatError(input);
  return moneyOf(new MoneyDecimal(`${sign ? '-' : ''}${integer || '0'}.${fraction || '0'}`));
}

export function addMoney(a: Money, b: Money): Money {
  return moneyOf(decimalOf(a).plus(decimalOf(b)));
}

export function subtractMoney(a: Money, b: Money): Money {
  return moneyOf(decimalOf(a).minus(decimalOf(b)));
}

/** Exact product (e.g. quantity × unit price); round it with roundMoney when storing. */
export function multiplyMoney(a: Money, b: Money): Money {
  return moneyOf(decimalOf(a).times(decimalOf(b)));
}

export function compareMoney(a: Money, b: Money): -1 | 0 | 1 {
  const order = decimalOf(a).comparedTo(decimalOf(b));
  return order < 0 ? -1 : order > 0 ? 1 : 0;
}

export function isZeroMoney(value: Money): boolean {
  return decimalOf(value).isZero();
}

export function sumMoney(values: readonly Money[]): Money {
  return moneyOf(values.reduce((total, value) => total.plus(decimalOf(value)), new MoneyDecimal(0)));
}

export function negateMoney(value: Money): Money {
  return moneyOf(decimalOf(value).negated());
}

export function absMoney(value: Money): Money {
  return moneyOf(decimalOf(value).abs());
}

function assertPrecision(precision: number): void {
  if (!Number.isInteger(precision) || precision < 0) throw new RangeError(`Invalid precision: ${precision}`);
}

/**
 * Rounds to `precision` fraction digits, halves away from zero (2.5 → 3,
 * -2.5 → -3): decimal.js ROUND_HALF_UP, the rule people expect on invoices.
 * Banker's rounding is deliberately not used.
 */
export function roundMoney(value: Money, precision: number): Money {
  assertPrecision(precision);
  return moneyOf(decimalOf(value).toDecimalPlaces(precision, Decimal.ROUND_HALF_UP));
}

/**
 * Fraction digits the product shows and accepts for a currency precision:
 * the precision, capped at 4 (spec: "decimals from currency up to 4").
 */
export function moneyFractionDigits(precision: number): number {
  assertPrecision(precision);
  return Math.min(precision, 4);
}
