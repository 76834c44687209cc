import { productIntegratorFields, productPictureType, type ProductEditExtras } from '@hesab/contract';
import type { Executor } from '@hesab/db';
import { moneyFractionDigits } from '@hesab/domain';
import { costSummaryOf, stockOfProducts, warehouseNames } from '../inventory/index.ts';
import { recordFiles } from '../files/index.ts';
import type { ResourceRow } from '../resources/index.ts';
import { currencyDecimals } from '../tenancy/index.ts';
import { initialStockEditable, readInitialStocks, type InitialStock } from './opening-stock.ts';
import { readPricingRows } from './pricing-rows.ts';
import { readProductPanels } from './product-panels.ts';

/** Digits of the product's currency, or of the business's default currency when it names none. */
export async function currencyPrecision(db: Executor, businessId: number, currencyId: unknown): Promise<number> {
  return moneyFractionDigits(await currencyDecimals(db, businessId, currencyId));
}

/**
 * What every read of products adds to the rows, a few queries for a whole page: stock on hand over every
 * warehouse (a service has none), the initial stock, the pricing rows and the marketplace listings.
 */
export async function readProductRows(db: Executor, businessId: number, rows: ResourceRow[]): Promise<void> {
  const ids = rows.map((row) => Number(row.id));
  const stock = await stockOfProducts(db, businessId, rows.filter((row) => row.type === 'product').map((row) => Number(row.id)), null);
  const initial = await readInitialStocks(db, businessId, ids);
  const pricing = await readPricingRows(db, businessId, ids);
  for (const row of rows) {
    const id = Number(row.id);
    row.stock = row.type === 'product' ? (stock.get(id) ?? '0') : null;
    row.initial_stocks = initial.get(id) ?? [];
    row.pricing = pricing.get(id) ?? [];
  }
  await readProductPanels(db, businessId, rows);
}

/**
 * What the product form reads beside its fields (`GET products/{id}/edit` and a save's answer): the spec's
 * names of the POST answer, the integrator tab's ids together, the initial stock with its warehouses' names and
 * whether it may change, the shop tab, the cost summary and the avatar (the latest picture).
 */
export async function readProductExtras(db: Executor, businessId: number, row: ResourceRow): Promise<ProductEditExtras> {
  const id = Number(row.id);
  const initial = Array.isArray(row.initial_stocks) ? (row.initial_stocks as InitialStock[]) : [];
  const names = await warehouseNames(db, businessId, initial.map((stock) => stock.entrepot));
  const pictures = (await recordFiles(db, businessId, [productPictureType], String(id))).get(productPictureType) ?? [];
  const initialRows = initial.map((stock) => ({ ...stock, entrepot_label: names.get(stock.entrepot) ?? null }));
  return {
    fin_id: id,
    group_id: typeof row.group === 'number' ? row.group : null,
    unit_id: typeof row.unit === 'number' ? row.unit : null,
    integrator: Object.fromEntries(productIntegratorFields.map((field) => [field.name, row[field.name] ?? null])),
    initial: { editable: await initialStockEditable(db, businessId, id), rows: initialRows },
    shop: { body: typeof row.body === 'string' ? row.body : null },
    costs: await costSummaryOf(db, businessId, id, await currencyPrecision(db, businessId, row.currency)),
    avatar: pictures.at(-1) ?? null,
  };
}
