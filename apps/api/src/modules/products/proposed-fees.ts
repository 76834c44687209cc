import type { Executor } from '@hesab/db';
import { moneyFractionDigits, proposedSellFee, type Money, type ProposedFee } from '@hesab/domain';
import { costSummariesOf } from '../inventory/index.ts';
import { personCategory } from '../persons/index.ts';
import { defaultCurrency } from '../tenancy/index.ts';
import { invoiceTerms, unitSizeOf } from './invoice-terms.ts';
import { pricingRowValues, readPricingRows } from './pricing-rows.ts';

/** A sale's row as its fee is proposed: the product, its unit (none: the base unit) and its count in that unit. */
export interface PricedRow {
  product: number;
  unit: number | null;
  count: Money;
}

/**
 * The fee each row of a sale to `party` in `branch` is proposed at (proposedSellFee): from its product's price and
 * pricing rows, the party's category and the costs a row's percent starts from; none for a product not the business's
 * or a unit the product is not counted in.
 */
export async function proposedFees(db: Executor, businessId: number, sale: { party: number | null; branch: number | null; rows: readonly PricedRow[] }): Promise<(ProposedFee | null)[]> {
  const ids = [...new Set(sale.rows.map((row) => row.product))];
  const terms = await invoiceTerms(db, businessId, ids);
  const pricing = await readPricingRows(db, businessId, ids);
  const decimals = (await defaultCurrency(db, businessId))?.decimals ?? 0;
  const digits = moneyFractionDigits(decimals);
  const rowsOf = new Map([...pricing].map(([id, rows]) => [id, rows.map(pricingRowValues)]));
  // Costs only for the products a row prices by a percent over cost (the till's copy asks for a whole catalogue).
  const byPercent = ids.filter((id) => rowsOf.get(id)?.some((row) => row.type === 'price' && row.price === null && row.percent !== null));
  const costs = await costSummariesOf(db, businessId, new Map(byPercent.map((id) => [id, digits])));
  const category = sale.party === null ? null : await personCategory(db, businessId, sale.party);
  return sale.rows.map((row) => {
    const term = terms.get(row.product);
    const unitSize = term ? unitSizeOf(term, row.unit) : undefined;
    if (!term || unitSize === undefined) return null;
    const rows = rowsOf.get(row.product) ?? [];
    return proposedSellFee(
      { price: term.price, rows, priceMethod: term.priceMethod, costs: costs.get(row.product) ?? null },
      { category, branch: sale.branch, currency: null, quantity: row.count, unitSize, digits },
    );
  });
}

