import { costByPriceMethod, type CostSummary, type PriceMethod } from './inventory-costing.ts';
import { compareMoney, multiplyMoney, roundMoney, type Money } from './money.ts';
import { priceFromPercent } from './product-price.ts';

/** A product's pricing row (spec 01 section 3 "Pricing row") as a sale's fee reads it. */
export interface PricingTerm {
  type: 'price' | 'discount';
  name: string;
  category: number | null;
  branch: number | null;
  currency: number | null;
  minCount: Money | null;
  maxCount: Money | null;
  percent: Money | null;
  price: Money | null;
}

/** What a product's fee is made of: its fixed price, its pricing rows in order, and its costs for a price by percent. */
export interface SellPriceTerms {
  price: Money | null;
  rows: readonly PricingTerm[];
  priceMethod: PriceMethod;
  costs: CostSummary | null;
}

/** The sale the fee is for: the party's category, the branch, the invoice's currency (none: the business's) and the count in base units. */
export interface SellFeeContext {
  category: number | null;
  branch: number | null;
  currency: number | null;
  quantity: Money;
  /** base units in the unit the row is in */
  unitSize: Money;
  /** digits the fee keeps */
  digits: number;
}

/** The fee a sale's row is proposed at, a base unit's before it is multiplied by the unit; the pricing row it came from. */
export interface ProposedFee {
  fee: Money | null;
  discountPercent: Money | null;
  from: string | null;
}

/** A row applies to the sale when each of its conditions it sets holds; the more it names, the nearer it fits. */
function fit(row: PricingTerm, sale: SellFeeContext): number | null {
  if (row.category !== null && row.category !== sale.category) return null;
  if (row.branch !== null && row.branch !== sale.branch) return null;
  if (row.currency !== sale.currency && row.currency !== null) return null;
  if (row.minCount !== null && compareMoney(sale.quantity, row.minCount) < 0) return null;
  if (row.maxCount !== null && compareMoney(sale.quantity, row.maxCount) > 0) return null;
  return (row.category !== null ? 4 : 0) + (row.branch !== null ? 2 : 0) + (row.minCount !== null || row.maxCount !== null ? 1 : 0);
}

/** The row of `type` that fits the sale best: the nearest fit, the earlier of two as near. */
function bestRow(terms: SellPriceTerms, type: PricingTerm['type'], sale: SellFeeContext): PricingTerm | null {
  let best: { row: PricingTerm; score: number } | null = null;
  for (const row of terms.rows) {
    if (row.type !== type) continue;
    const score = fit(row, sale);
    if (score !== null && (best === null || score > best.score)) best = { row, score };
  }
  return best?.row ?? null;
}

/** A price row's price: as written, or its percent over the cost its product's price method names. */
function rowPrice(row: PricingTerm, terms: SellPriceTerms, digits: number): Money | null {
  if (row.price !== null) return row.price;
  const cost = terms.costs ? costByPriceMethod(terms.costs, terms.priceMethod) : null;
  return row.percent === null || cost === null ? null : priceFromPercent(cost, row.percent, digits);
}

/**
 * The fee a sale's row is proposed at (issue 16): the pricing row of type price that fits the party's category, the
 * branch, the currency and the count best, else the product's price; times the base units in the row's unit, rounded
 * to the currency. A discount row that fits gives its percent off.
 */
export function proposedSellFee(terms: SellPriceTerms, sale: SellFeeContext): ProposedFee {
  const priced = bestRow(terms, 'price', sale);
  const fromRow = priced ? rowPrice(priced, terms, sale.digits) : null;
  const price = fromRow ?? terms.price;
  const discount = bestRow(terms, 'discount', sale);
  return {
    fee: price === null ? null : roundMoney(multiplyMoney(price, sale.unitSize), sale.digits),
    discountPercent: discount?.percent ?? null,
    from: fromRow !== null ? (priced?.name ?? null) : null,
  };
}
