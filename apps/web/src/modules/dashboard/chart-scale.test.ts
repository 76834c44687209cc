import { describe, expect, it } from 'vitest';
import { chartHeight, compactAmount } from './chart-scale.ts';

const fa = { thousand: 'هزار', million: 'میلیون', billion: 'میلیارد' };

describe('compactAmount', () => {
  it('writes an axis value short, in the language digits and words', () => {
    expect(compactAmount(1_500_000, 'fa', fa)).toBe('۱٫۵ میلیون');
    expect(compactAmount(200_000_000, 'fa', fa)).toBe('۲۰۰ میلیون');
    expect(compactAmount(3_000_000_000, 'fa', fa)).toBe('۳ میلیارد');
    expect(compactAmount(750, 'fa', fa)).toBe('۷۵۰');
    expect(compactAmount(0, 'fa', fa)).toBe('۰');
    expect(compactAmount(-2_500, 'en', { thousand: 'K', million: 'M', billion: 'B' })).toBe('-2.5 K');
  });

  it('puts an amount on the chart as its number', () => {
    expect(chartHeight('1234567.89')).toBe(1234567.89);
  });
});
