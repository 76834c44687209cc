import type { PricingRow } from '@hesab/contract';
import { saveProductPanels } from './product-panels.ts';
import type { ResourceHooks } from '../resources/index.ts';
import { prepareNewProduct } from './new-product.ts';
import { removeInitialStock, saveInitialStock } from './opening-stock.ts';
import { replacePricingRows } from './pricing-rows.ts';
import { currencyPrecision, readProductExtras, readProductRows } from './product-extras.ts';
import { derivePrices, initialStockOf, normalizeProduct, refuseInvalidProduct } from './product-rules.ts';

/**
 * A product's save: on create the plan's limit and the next code; the form's rules; the prices derived from each
 * other; then, with the row written, its initial stock (movements and opening part) and its pricing rows, all
 * in the save's transaction, as are its marketplace listings. Its removal takes its initial stock with it; stock moved by documents keeps it.
 */
export const productHooks: ResourceHooks = {
  async beforeWrite({ tx, actor }, values, before) {
    if (!before) await prepareNewProduct(tx, actor.businessId, values);
    const merged = { ...(before ?? {}), ...values };
    normalizeProduct(values, merged);
    await refuseInvalidProduct(tx, actor.businessId, values, merged);
    derivePrices(values, { ...merged, ...values }, await currencyPrecision(tx, actor.businessId, merged.currency));
  },
  async afterWrite({ tx, actor }, row, values) {
    const id = Number(row.id);
    if (Array.isArray(values.pricing)) await replacePricingRows(tx, actor.businessId, id, values.pricing as PricingRow[]);
    await saveProductPanels(tx, actor.businessId, id, values);
    if (!Array.isArray(values.initial_stocks)) return;
    const precision = await currencyPrecision(tx, actor.businessId, row.currency);
    await saveInitialStock(tx, actor, { id, name: String(row.name) }, initialStockOf(values), precision);
  },
  async beforeRemove({ tx, actor }, row) {
    await removeInitialStock(tx, actor, Number(row.id));
  },
  readValues: readProductRows,
  readForEdit: readProductExtras,
};
