import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareMoney, subtractMoney, absMoney } from './money.ts';
import { priceFromPercent, priceWithoutTaxOf, priceWithTaxOf } from './product-price.ts';

const price = fc.tuple(fc.integer({ min: 0, max: 10 ** 9 }), fc.integer({ min: 0, max: 9999 })).map(([whole, fraction]) => `${whole}.${fraction}`);
const percent = fc.integer({ min: 0, max: 100 }).map(String);
const precision = fc.integer({ min: 0, max: 4 });

describe('price and priceWithTax', () => {
  it('derive each other through the tax percent, rounded to the currency', () => {
    expect(priceWithTaxOf('1000', '10', 0)).toBe('1100');
    expect(priceWithoutTaxOf('1100', '10', 0)).toBe('1000');
    expect(priceWithoutTaxOf('1000', '9', 2)).toBe('917.43');
    expect(priceWithTaxOf('999.995', '0', 2)).toBe('1000');
    expect(priceWithTaxOf('100', null, 0)).toBe('100');
  });

  it('come back to the price within the rounding of the currency', () => {
    fc.assert(
      fc.property(price, percent, precision, (amount, tax, digits) => {
        const withTax = priceWithTaxOf(amount, tax, digits);
        const back = priceWithoutTaxOf(withTax, tax, digits);
        // Each rounding moves at most half a unit of the last digit; the way back divides the first one.
        const unit = digits === 0 ? '1' : `0.${'0'.repeat(digits - 1)}1`;
        expect(compareMoney(absMoney(subtractMoney(back, amount)), unit)).toBeLessThanOrEqual(0);
        expect(compareMoney(withTax, back)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('priceFromPercent', () => {
  it('is the cost plus the percent of it', () => {
    expect(priceFromPercent('1000', '25', 0)).toBe('1250');
    expect(priceFromPercent('333', '10', 1)).toBe('366.3');
    expect(priceFromPercent('0', '50', 0)).toBe('0');
  });
});
