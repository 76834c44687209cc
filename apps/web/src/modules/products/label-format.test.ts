import { describe, expect, it } from 'vitest';
import { a4, labelFormatOf, labelFormats, labelPadding, labelTextSize, pageLayout } from './label-format.ts';

describe('label formats on paper', () => {
  it('prints a roll one label on each page of the label’s own size, without margins', () => {
    const roll = labelFormatOf('roll-50x30');
    expect(roll.label).toEqual({ width: 50, height: 30 });
    expect(pageLayout(roll)).toEqual({ page: { width: 50, height: 30 }, margin: { top: 0, inline: 0 }, perPage: 1 });
  });

  it('centres a sheet’s grid on A4 where the stock is cut', () => {
    expect(pageLayout(labelFormatOf('a4-3x8'))).toEqual({ page: a4, margin: { top: 0.5, inline: 0 }, perPage: 24 });
    expect(pageLayout(labelFormatOf('a4-4x10'))).toEqual({ page: a4, margin: { top: 21.5, inline: 8 }, perPage: 40 });
    // 38.1 mm labels with 2.5 mm between columns: 5 × 38.1 + 4 × 2.5 = 200.5 mm of 210.
    expect(pageLayout(labelFormatOf('a4-5x13'))).toEqual({ page: a4, margin: { top: 10.7, inline: 4.75 }, perPage: 65 });
  });

  it('fits every format on its page', () => {
    for (const format of labelFormats) {
      const { page, margin } = pageLayout(format);
      const width = 2 * margin.inline + format.columns * format.label.width + (format.columns - 1) * format.columnGap;
      expect(margin.top, format.id).toBeGreaterThanOrEqual(0);
      expect(margin.inline, format.id).toBeGreaterThanOrEqual(0);
      expect(width, format.id).toBeCloseTo(page.width, 6);
      expect(margin.top + format.rows * format.label.height, format.id).toBeLessThanOrEqual(page.height);
    }
  });

  it('takes the default for an unknown stored format', () => {
    expect(labelFormatOf('roll-1x1').id).toBe('roll-50x30');
    expect(labelFormatOf(undefined).id).toBe('roll-50x30');
  });

  it('sizes the text so that its lines leave the barcode more than half of the label', () => {
    const small = labelFormatOf('a4-5x13').label;
    expect(labelPadding(small)).toBe(1.06);
    for (const lines of [1, 2, 3, 4]) {
      const size = labelTextSize(small, lines);
      expect(size * 1.2 * lines).toBeLessThanOrEqual((small.height - 2 * labelPadding(small)) * 0.5);
    }
    // Never below what a printer prints clearly, never larger than a large label needs.
    expect(labelTextSize({ width: 20, height: 10 }, 4)).toBe(1.6);
    expect(labelTextSize(labelFormatOf('roll-100x50').label, 1)).toBe(4.5);
    expect(labelTextSize(labelFormatOf('roll-50x30').label, 3)).toBe(3.38);
  });
});
