import { describe, expect, it } from 'vitest';
import { isPriceMissing, pressKey, quickEditQueryOf, quickEditValuesOf } from './quick-edit.ts';

describe('the product quick edit', () => {
  it('asks for a price when it is empty or zero', () => {
    expect(isPriceMissing('')).toBe(true);
    expect(isPriceMissing('0')).toBe(true);
    expect(isPriceMissing('0.')).toBe(true);
    expect(isPriceMissing('0.000')).toBe(true);
    expect(isPriceMissing('12.')).toBe(false);
  });

  it('types with the keypad: digits and one point as the precision allows, one back, clear', () => {
    expect(pressKey('price', '12', '3', 0)).toBe('123');
    expect(pressKey('price', '12', '.', 0)).toBe('12');
    expect(pressKey('taxPercent', '9', '.', 0)).toBe('9.');
    expect(pressKey('taxPercent', '9.', '.', 0)).toBe('9.');
    expect(pressKey('price', '123', 'back', 0)).toBe('12');
    expect(pressKey('barcode', '62', 'clear', 0)).toBe('');
  });

  it('starts from the row and sends the price, leaving empty percents to the product', () => {
    const values = quickEditValuesOf({ id: 1, barcode: null, price: '1000', taxPercent: '9', discountPercent: null });
    expect(values).toEqual({ barcode: '', price: '1000', taxPercent: '9', discountPercent: '' });
    expect(quickEditQueryOf({ ...values, price: '1500.' })).toEqual({ barcode: '', price: '1500', taxPercent: '9', discountPercent: undefined });
  });
});
