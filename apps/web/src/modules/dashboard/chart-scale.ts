import { formatMoney, type DigitLanguage } from '@hesab/domain';

/**
 * An amount's height on a chart. The chart's scale computes with numbers, so this is the one place an amount
 * becomes a number: every figure the dashboard shows, the chart's tooltips among them, is formatted from the
 * decimal string itself.
 */
export function chartHeight(amount: string): number {
  return Number(amount);
}

/** The words of a large number's scale in the interface language. */
export interface ScaleWords {
  thousand: string;
  million: string;
  billion: string;
}

const scales = [
  [1e9, 'billion'],
  [1e6, 'million'],
  [1e3, 'thousand'],
] as const;

/** A value of the chart's axis, short: "۱٫۵ میلیون" rather than "۱٬۵۰۰٬۰۰۰", in the language's digits. */
export function compactAmount(value: number, language: DigitLanguage, words: ScaleWords): string {
  const [size, word] = scales.find(([each]) => Math.abs(value) >= each) ?? [1, null];
  // toFixed never writes an exponent, which formatMoney would refuse.
  const figure = formatMoney((value / size).toFixed(1), { precision: 1, language, trimZeros: true });
  return word === null ? figure : `${figure} ${words[word]}`;
}
