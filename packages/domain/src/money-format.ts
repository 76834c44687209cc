import Decimal from 'decimal.js';
import { digitScriptOf, localizeDigits, type DigitLanguage } from './digits.ts';
import { decimalOf, moneyFractionDigits, type Money } from './money.ts';

export interface FormatMoneyOptions {
  /** The currency's precision; min(precision, 4) fraction digits are always shown. */
  precision: number;
  /** Digit script and separators; Latin digits with ',' and '.' when omitted. */
  language?: DigitLanguage;
  /** Thousands separators; on by default. */
  grouping?: boolean;
  /**
   * Only the fraction digits the value has (a quantity of 50 is "50", of 2.5 "2.5"), instead of always
   * min(precision, 4): for counts and rates, where padded zeros read as a precision that was never measured.
   */
  trimZeros?: boolean;
}

/**
 * Formats an amount for display: rounded half away from zero to
 * min(precision, 4) fraction digits (zero-padded), thousands separators
 * (',' with Latin digits, '٬' with Persian or Arabic-Indic), decimal point ('.'
 * with Latin digits, '٫' otherwise), localized digits. The decimal work stays in decimal.js so even
 * 1e23 formats exactly.
 *
 * A negative amount gets a leading ASCII '-' (not U+2212) so that copying it
 * into a spreadsheet or back into an input still parses as negative. No bidi
 * marks are added: in right-to-left pages render the result inside an LTR
 * isolate (e.g. <bdi dir="ltr"> or unicode-bidi: isolate) so the minus stays
 * on the left of the digits.
 */
export function formatMoney(value: Money, options: FormatMoneyOptions): string {
  const { precision, language = 'en', grouping = true, trimZeros = false } = options;
  const fractionDigits = moneyFractionDigits(precision);
  const rounded = decimalOf(value).toDecimalPlaces(fractionDigits, Decimal.ROUND_HALF_UP);
  const sign = rounded.isNegative() && !rounded.isZero() ? '-' : '';
  const fixed = rounded.abs().toFixed(fractionDigits);
  const [integer = '0', fraction] = (trimZeros && fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed).split('.');
  // Latin digits take Latin separators, in Persian too when the business writes it with Latin digits.
  const latin = digitScriptOf(language) === 'latin';
  const grouped = grouping ? integer.replace(/\B(?=(\d{3})+$)/g, latin ? ',' : '\u066C') : integer;
  const point = latin ? '.' : '\u066B';
  return localizeDigits(sign + grouped + (fraction === undefined ? '' : point + fraction), language);
}
