import { describe, expect, it } from 'vitest';
import { addLabelItem, labelCountOf, labelItemOf, maxLabelsPerProduct, sheetLabels } from './label-sheet.ts';

describe('the label sheet', () => {
  it('encodes the barcode, else the code', () => {
    expect(labelItemOf({ id: 4, name: 'دفتر', code: '12', barcode: '6260001', price: '5000' })).toEqual({
      product: 4,
      name: 'دفتر',
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
});
