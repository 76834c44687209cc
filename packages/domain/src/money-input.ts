import { removeBidiMarks } from './bidi-marks.ts';
import { toLatinDigits } from './digits.ts';
import { compareMoney, moneyFractionDigits, parseMoney, roundMoney, type Money } from './money.ts';

/** Spec "input length 11": characters in the box, digits and the point alike. Also set it as the input's maxLength. */
export const moneyInputMaxLength = 11;

/** Spec: on blur an amount is clamped to at most 1e23 (written out, since Money has no exponent). */
export const moneyInputMax: Money = '100000000000000000000000';

/**
 * What a money input keeps while the user types or pastes:
 * 1. Persian/Arabic-Indic digits become Latin and '٫' becomes '.';
 * 2. every character that is not a digit or the first '.' is dropped
 *    (minus signs and thousands separators included);
 * 3. the fraction keeps its first min(precision, 4) digits; when that is 0
 *    the point goes too, with the digits after it, so pasting "12.50" into a
 *    Rial field gives "12" and not "1250";
 * 4. the result is at most 11 characters, counting every digit and the point:
 *    the point and fraction are kept and the integer part keeps its first
 *    11 - (1 + fraction length) digits (11 when there is no point).
 * Leading zeros and a lone "." are kept; clampMoneyOnBlur tidies them.
 */
export function sanitizeMoneyTyping(raw: string, precision: number): string {
  const fractionDigits = moneyFractionDigits(precision);
  const kept = toLatinDigits(raw).replace(/[^0-9.]/g, '');
  const pointAt = kept.indexOf('.');
  if (pointAt < 0) return kept.slice(0, moneyInputMaxLength);
  const integer = kept.slice(0, pointAt);
  if (fractionDigits === 0) return integer.slice(0, moneyInputMaxLength);
  const fraction = kept
    .slice(pointAt + 1)
    .replace(/\./g, '')
    .slice(0, fractionDigits);
  return `${integer.slice(0, moneyInputMaxLength - 1 - fraction.length)}.${fraction}`;
}

/**
 * The amount a money input settles on when it loses focus: empty (or a lone
 * point) is 0; otherwise the text is read with parseMoney (so it may be any
 * typed or pasted amount, not only sanitized text; anything unreadable throws
 * MoneyFormatError), clamped into [0, 1e23] and rounded half away from zero to
 * min(precision, 4) digits. Returns canonical Money; use formatMoney to show
 * it with padded decimals.
 */
export function clampMoneyOnBlur(value: string, precision: number): Money {
  const fractionDigits = moneyFractionDigits(precision);
  if (/^[.\u066B]?$/.test(removeBidiMarks(value).trim())) return '0';
  const amount = parseMoney(value);
  if (compareMoney(amount, '0') < 0) return '0';
  if (compareMoney(amount, moneyInputMax) > 0) return moneyInputMax;
  return roundMoney(amount, fractionDigits);
}
