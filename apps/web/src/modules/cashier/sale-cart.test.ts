import type { OfflineProduct } from '@hesab/contract';
import { describe, expect, it } from 'vitest';
import type { LocalSale } from './local-database.ts';
import { cartShortages, pendingQuantities, stockShown } from './product-lookup.ts';
import { addToCart, cartTotals, emptyCart, setCount } from './sale-cart.ts';
import { typedAmount } from './typed-amount.ts';

const product = (id: number, extra: Partial<OfflineProduct> = {}): OfflineProduct => ({
  id,
  type: 'product',
  name: `کالا ${String(id)}`,
  code: String(id),
  barcode: null,
  group_id: null,
  unit: null,
  price: '10000',
  taxPercent: '10',
  discount: null,
  discountPercent: null,
  count: '20',
  ...extra,
});

describe('the counter’s cart', () => {
  it('counts a product scanned again on its line, and takes a line off at a count of zero', () => {
    let cart = addToCart(addToCart(addToCart(emptyCart, product(1)), product(2)), product(1));
    expect(cart.lines.map((line) => [line.product.id, line.count])).toEqual([
      [1, '2'],
      [2, '1'],
    ]);
    cart = setCount(cart, 0, '0');
    expect(cart.lines.map((line) => line.product.id)).toEqual([2]);
  });

  it('reckons the payable as the invoice posting does: the product’s own discount, a discount on the whole, VAT after them', () => {
    const cart = { ...addToCart(emptyCart, product(1, { discountPercent: '10' }), '3'), discount: '1000' };
    // 3 × 10,000 less 10% is 27,000; less 1,000 is 26,000; 10% VAT on it.
    expect(cartTotals(cart, 0)).toMatchObject({ sum: '26000', tax: '2600', payable: '28600' });
    const each = addToCart(emptyCart, product(2, { discount: '500' }), '2');
    expect(cartTotals(each, 0)).toMatchObject({ sum: '19000', payable: '20900' });
  });

  it('shows the stock less what kept sales took and plus what kept returns brought back', () => {
    const kept = (type: 'sell' | 'returnSell', count: string, store = true) =>
      ({ store, body: { type, rows: [{ product: 1, count }] } }) as unknown as LocalSale;
    const pending = pendingQuantities([kept('sell', '3'), kept('sell', '2'), kept('returnSell', '1'), kept('sell', '7', false)]);
    expect(stockShown(product(1), pending)).toBe('16');
    expect(stockShown(product(2, { type: 'service', count: null }), pending)).toBeNull();
  });

  it('warns of a line wanting more than the stock shown, the kept sales taken off it; never of a service', () => {
    const kept = { store: true, body: { type: 'sell', rows: [{ product: 1, count: '18' }] } } as unknown as LocalSale;
    const pending = pendingQuantities([kept]);
    const cart = addToCart(addToCart(addToCart(emptyCart, product(1), '2'), product(2), '20'), product(3, { type: 'service', count: null }), '5');
    expect(cartShortages(cart.lines, pending)).toEqual([]);
    expect(cartShortages(addToCart(cart, product(1)).lines, pending)).toEqual([{ place: '1', name: 'کالا 1', available: '2' }]);
    expect(cartShortages(addToCart(cart, product(2)).lines, new Map())).toEqual([{ place: '2', name: 'کالا 2', available: '20' }]);
  });

  it('reads an amount as typed, in any digits; nothing typed is none, a negative or a word is no amount', () => {
    expect(typedAmount('۱۲٬۵۰۰')).toBe('12500');
    expect(typedAmount('  ')).toBeNull();
    expect(typedAmount('-5')).toBeUndefined();
    expect(typedAmount('پنج')).toBeUndefined();
  });
});
