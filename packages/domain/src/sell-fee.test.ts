import { describe, expect, it } from 'vitest';
import { proposedSellFee, type PricingTerm, type SellFeeContext, type SellPriceTerms } from './sell-fee.ts';

const row = (values: Partial<PricingTerm>): PricingTerm => ({
  type: 'price',
  name: 'row',
  category: null,
  branch: null,
  currency: null,
  minCount: null,
  maxCount: null,
  percent: null,
  price: null,
  ...values,
});
const sale = (values: Partial<SellFeeContext> = {}): SellFeeContext => ({ category: 7, branch: 3, currency: null, quantity: '1', unitSize: '1', digits: 0, ...values });
const terms = (rows: PricingTerm[], price: string | null = '1000'): SellPriceTerms => ({
  price,
  rows,
  priceMethod: 'max',
  costs: { first: '600', min: '500', average: '650', max: '800', last: '700' },
});

describe('the fee a sale is proposed at', () => {
  it('is the product’s price, times the base units in the row’s unit, where no pricing row fits', () => {
    expect(proposedSellFee(terms([row({ category: 9, price: '1' })]), sale({ unitSize: '12' }))).toEqual({ fee: '12000', discountPercent: null, from: null });
    expect(proposedSellFee(terms([], null), sale()).fee).toBeNull();
  });

  it('takes the row that fits nearest: the party’s category over the branch, the branch over none; the earlier of two as near', () => {
    const rows = [
      row({ name: 'everyone', price: '950' }),
      row({ name: 'branch', branch: 3, price: '930' }),
      row({ name: 'wholesale', category: 7, price: '900' }),
      row({ name: 'wholesale again', category: 7, price: '880' }),
    ];
    expect(proposedSellFee(terms(rows), sale())).toMatchObject({ fee: '900', from: 'wholesale' });
    expect(proposedSellFee(terms(rows), sale({ category: null }))).toMatchObject({ fee: '930', from: 'branch' });
    expect(proposedSellFee(terms(rows), sale({ category: null, branch: null }))).toMatchObject({ fee: '950', from: 'everyone' });
  });

  it('keeps to a row’s counts and currency, and prices a row by percent over the cost its price method names', () => {
    const rows = [row({ name: 'ten or more', minCount: '10', price: '850' }), row({ name: 'dollars', currency: 2, price: '1' }), row({ name: 'margin', percent: '25' })];
    expect(proposedSellFee(terms(rows), sale({ quantity: '12' }))).toMatchObject({ fee: '850', from: 'ten or more' });
    // 800 (max) plus 25%.
    expect(proposedSellFee(terms(rows), sale({ quantity: '2' }))).toMatchObject({ fee: '1000', from: 'margin' });
    expect(proposedSellFee(terms(rows.slice(1)), sale({ currency: 2 }))).toMatchObject({ fee: '1', from: 'dollars' });
  });

  it('gives a fitting discount row’s percent', () => {
    const rows = [row({ type: 'discount', name: 'loyal', category: 7, percent: '5' })];
    expect(proposedSellFee(terms(rows), sale())).toEqual({ fee: '1000', discountPercent: '5', from: null });
    expect(proposedSellFee(terms(rows), sale({ category: 8 })).discountPercent).toBeNull();
  });
});
