import { decimalOf, moneyOf, roundMoney, type Money } from './money.ts';

/* A product's fixed sell price and its tax-inclusive price are derived from each other through its tax percent
   (spec 01 section 5), rounded to the currency's decimal digits; the api and the form use the same rule. */

const hundred = decimalOf('100');

function taxFactor(taxPercent: Money) {
  return hundred.plus(decimalOf(taxPercent)).dividedBy(hundred);
}

function taxed(taxPercent: Money | null): taxPercent is Money {
  return taxPercent !== null && decimalOf(taxPercent).gt(0);
}

/** The tax-inclusive price of `price`; without a positive tax percent it is the price itself. */
export function priceWithTaxOf(price: Money, taxPercent: Money | null, precision: number): Money {
  if (!taxed(taxPercent)) return roundMoney(price, precision);
  return roundMoney(moneyOf(decimalOf(price).times(taxFactor(taxPercent))), precision);
}

/** The price before tax of a tax-inclusive price. */
export function priceWithoutTaxOf(priceWithTax: Money, taxPercent: Money | null, precision: number): Money {
  if (!taxed(taxPercent)) return roundMoney(priceWithTax, precision);
  return roundMoney(moneyOf(decimalOf(priceWithTax).dividedBy(taxFactor(taxPercent))), precision);
}

/** A pricing row's price from its percent: the cost by the chosen price method plus that percent of it. */
export function priceFromPercent(cost: Money, percent: Money, precision: number): Money {
  const base = decimalOf(cost);
  return roundMoney(moneyOf(base.plus(base.times(decimalOf(percent)).dividedBy(hundred))), precision);
}
