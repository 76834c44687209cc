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

/*
 * Sums, differences, products and comparisons are worked out in exact fixed point on big integers, an amount as an
 * integer of 10^-digits units: a decimal.js object an operand cost a document's posting more than the rest of its
 * arithmetic. Rounding and division stay with decimal.js.
 */

/** An amount as an integer of 10^-digits units. For domain modules only (not re-exported from the package). */
export interface FixedAmount {
  units: bigint;
  digits: number;
}

/** A money string as an integer and the digits after its point. For domain modules only. */
export function fixedOf(value: Money): FixedAmount {
  if (!isMoney(value)) throw new MoneyFormatError(value);
  const point = value.indexOf('.');
  if (point < 0) return { units: BigInt(value), digits: 0 };
  return { units: BigInt(value.slice(0, point) + value.slice(point + 1)), digits: value.length - point - 1 };
}

const powers: bigint[] = [];
/** 10^digits. For domain modules only. */
export const tenTo = (digits: number): bigint => (powers[digits] ??= 10n ** BigInt(digits));

/** An integer of 10^-digits units as a canonical money string. For domain modules only. */
export function moneyOfFixed(units: bigint, digits: number): Money {
  if (units === 0n) return '0';
  const negative = units < 0n;
  let text = (negative ? -units : units).toString();
  let places = digits;
  while (places > 0 && text.endsWith('0')) {
    text = text.slice(0, -1);
    places--;
  }
  if (places > 0) {
    const padded = text.padStart(places + 1, '0');
    text = `${padded.slice(0, -places)}.${padded.slice(-places)}`;
  }
  return negative ? `-${text}` : text;
}

/** Both amounts' units at the digits of the finer one. */
function aligned(a: Money, b: Money): [bigint, bigint, number] {
  const left = fixedOf(a);
  const right = fixedOf(b);
  const digits = Math.max(left.digits, right.digits);
  return [left.units * tenTo(digits - left.digits), right.units * tenTo(digits - right.digits), digits];
}

export function addMoney(a: Money, b: Money): Money {
  const [left, right, digits] = aligned(a, b);
  return moneyOfFixed(left + right, digits);
}

export function subtractMoney(a: Money, b: Money): Money {
  const [left, right, digits] = aligned(a, b);
  return moneyOfFixed(left - right, digits);
}

/** Exact product (e.g. quantity × unit price); round it with roundMoney when storing. */
export function multiplyMoney(a: Money, b: Money): Money {
  const left = fixedOf(a);
  const right = fixedOf(b);
  return moneyOfFixed(left.units * right.units, left.digits + right.digits);
}

export function compareMoney(a: Money, b: Money): -1 | 0 | 1 {
  const [left, right] = aligned(a, b);
  return left < right ? -1 : left > right ? 1 : 0;
}

export function isZeroMoney(value: Money): boolean {
  return fixedOf(value).units === 0n;
}

export function sumMoney(values: readonly Money[]): Money {
  let total = 0n;
  let digits = 0;
  for (const value of values) {
    const { units, digits: places } = fixedOf(value);
    if (places > digits) {
      total *= tenTo(places - digits);
      digits = places;
    }
    total += units * tenTo(digits - places);
  }
  return moneyOfFixed(total, digits);
}

export function negateMoney(value: Money): Money {
  const { units, digits } = fixedOf(value);
  return moneyOfFixed(-units, digits);
}

export function absMoney(value: Money): Money {
  const { units, digits } = fixedOf(value);
  return moneyOfFixed(units < 0n ? -units : units, digits);
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
