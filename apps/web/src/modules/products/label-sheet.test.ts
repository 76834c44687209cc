import { describe, expect, it } from 'vitest';
import { addLabelItem, labelCountOf, labelItemOf, labelPages, maxLabelsPerProduct, sheetLabels } from './label-sheet.ts';

describe('the label sheet', () => {
  it('encodes the barcode, else the code', () => {
    expect(labelItemOf({ id: 4, name: 'دفتر', code: '12', barcode: '6260001', price: '5000' })).toEqual({
      product: 4,
      name: 'دفتر',
      code: '12',
      value: '6260001',
      price: '5000',
      count: 1,
    });
    expect(labelItemOf({ id: 4, name: 'دفتر', code: '12', barcode: ' ', price: null }).value).toBe('12');
  });

  it('keeps counts whole and bounded, and a product chosen again adds a label', () => {
    expect(labelCountOf('3.7')).toBe(3);
    expect(labelCountOf('0')).toBe(1);
    expect(labelCountOf('x')).toBe(1);
    expect(labelCountOf('100000')).toBe(maxLabelsPerProduct);
    const item = labelItemOf({ id: 1, name: 'a', code: '1' });
    const items = addLabelItem(addLabelItem([], item), item);
    expect(items).toEqual([{ ...item, count: 2 }]);
    expect(sheetLabels([...items, { ...item, product: 2, count: 1 }]).map((label) => label.product)).toEqual([1, 1, 2]);
  });

  it('fills each page with as many labels as the stock holds, the last page with the rest', () => {
    const labels = Array.from({ length: 50 }, (_, index) => index);
    expect(labelPages(labels, 24).map((page) => page.length)).toEqual([24, 24, 2]);
    expect(labelPages(labels.slice(0, 3), 1)).toEqual([[0], [1], [2]]);
    expect(labelPages([], 40)).toEqual([]);
  });
});
