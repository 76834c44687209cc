import { and, eq, inArray } from 'drizzle-orm';
import { defaultTaxPercent, wagesProductKind } from '@hesab/contract';
import { branch, category, currency, detailAccount, entrepot, person, productSubgroup, unit, type Executor } from '@hesab/db';
import { compareMoney, priceWithoutTaxOf, priceWithTaxOf, roundMoney } from '@hesab/domain';
import { FieldErrors, type FieldError } from '../../http/errors.ts';
import { woocommercePanelErrors } from '../marketplace/index.ts';
import type { ResourceRow, ResourceTable } from '../resources/index.ts';
import type { InitialStock } from './opening-stock.ts';

/* The rules of the product form (spec 01 sections 4 and 5) as the server keeps them. */

type Errors = Record<string, FieldError[]>;
type Row = Record<string, unknown>;

function rowsOf(value: unknown): Row[] {
  return Array.isArray(value) ? (value as Row[]) : [];
}

/** What only a product has (barcodes, dimensions, initial stock, other units): a service keeps none of it. */
const productOnly = { barcodes: [], units: [], initial_stocks: [], length: null, width: null, height: null, weight: null };
/** Percents of the gold and jewellery kind only. */
const wagesFields = ['constructionWagesPercent', 'profitPercent', 'commissionPercent'] as const;
/** Columns with a default, which a form's empty value leaves at it. */
const defaults = { taxPercent: defaultTaxPercent, inventoryMethod: 'average', priceMethod: 'max' } as const;

/** Drops what the product's type and kind do not have and puts defaults in place of empty values. */
export function normalizeProduct(values: ResourceRow, merged: ResourceRow): void {
  if (merged.type === 'service') Object.assign(values, productOnly);
  if (merged.kind !== wagesProductKind) for (const name of wagesFields) values[name] = null;
  for (const [name, value] of Object.entries(defaults)) if (name in values && values[name] == null) values[name] = value;
}

/** Initial stock rows with their counts clamped at 0 (spec 01 section 5) and an empty fee as 0. */
export function initialStockOf(values: ResourceRow): InitialStock[] {
  return rowsOf(values.initial_stocks).map((row) => {
    const stock = typeof row.stock === 'string' ? row.stock : '0';
    return {
      entrepot: Number(row.entrepot),
      stock: compareMoney(stock, '0') < 0 ? '0' : stock,
      price: typeof row.price === 'string' ? row.price : '0',
    };
  });
}

/** One default unit at most; each warehouse once in the initial stock. */
export function rowErrors(values: ResourceRow): Errors {
  const errors: Errors = {};
  if (rowsOf(values.units).filter((row) => row.default === true).length > 1) errors.units = [{ key: 'one-default-unit' }];
  const seen = new Set<unknown>();
  rowsOf(values.initial_stocks).forEach((row, index) => {
    if (seen.has(row.entrepot)) errors[`initial_stocks.${index}.entrepot`] = [{ key: 'selectedWarehouseIsdDuplicate' }];
    seen.add(row.entrepot);
  });
  return errors;
}

/**
 * price and priceWithTax from each other through taxPercent, rounded to the currency's digits: a given price
 * decides, else a given tax-inclusive price.
 */
export function derivePrices(values: ResourceRow, merged: ResourceRow, precision: number): void {
  const tax = typeof merged.taxPercent === 'string' ? merged.taxPercent : defaultTaxPercent;
  if (typeof merged.price === 'string') {
    values.price = roundMoney(merged.price, precision);
    values.priceWithTax = priceWithTaxOf(merged.price, tax, precision);
  } else if (typeof merged.priceWithTax === 'string') {
    values.priceWithTax = roundMoney(merged.priceWithTax, precision);
    values.price = priceWithoutTaxOf(merged.priceWithTax, tax, precision);
  }
}

/** A column of a row collection that names a record of `table`. */
export interface RowReference {
  field: string;
  column: string;
  table: ResourceTable;
}

/** The records the rows of a product name, by the table each lives in. */
const rowReferences: RowReference[] = [
  { field: 'units', column: 'unit', table: unit },
  { field: 'initial_stocks', column: 'entrepot', table: entrepot },
  { field: 'investors', column: 'investor', table: person },
  { field: 'sellCosts', column: 'detail', table: detailAccount },
  { field: 'pricing', column: 'category', table: category },
  { field: 'pricing', column: 'branch', table: branch },
  { field: 'pricing', column: 'currency', table: currency },
];

/** Each id a row names must be a record of this business; said on the row's cell. */
export async function rowReferenceErrors(
  tx: Executor,
  businessId: number,
  values: ResourceRow,
  references: readonly RowReference[] = rowReferences,
): Promise<Errors> {
  const errors: Errors = {};
  for (const { field, column, table } of references) {
    const rows = rowsOf(values[field]);
    const ids = [...new Set(rows.map((row) => row[column]).filter((id): id is number => typeof id === 'number'))];
    if (ids.length === 0) continue;
    const found = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.businessId, businessId), inArray(table.id, ids)));
    const known = new Set(found.map((row) => Number(row.id)));
    rows.forEach((row, index) => {
      if (typeof row[column] === 'number' && !known.has(row[column])) errors[`${field}.${index}.${column}`] = [{ key: 'invalid-value' }];
    });
  }
  return errors;
}

/** The sub-category must hang under the product's group (the chained pickers). */
async function subCategoryErrors(tx: Executor, businessId: number, merged: ResourceRow): Promise<Errors> {
  if (typeof merged.cat2 !== 'number') return {};
  const [sub] = await tx
    .select({ parent: productSubgroup.parent_id })
    .from(productSubgroup)
    .where(and(eq(productSubgroup.businessId, businessId), eq(productSubgroup.id, merged.cat2)));
  return sub && sub.parent === merged.group ? {} : { cat2: [{ key: 'invalid-value' }] };
}

/** Every refusal of the form at once, as the spec's 422. */
export async function refuseInvalidProduct(tx: Executor, businessId: number, values: ResourceRow, merged: ResourceRow): Promise<void> {
  const errors = {
    ...rowErrors(values),
    ...(await rowReferenceErrors(tx, businessId, values)),
    ...(await subCategoryErrors(tx, businessId, merged)),
    ...(await woocommercePanelErrors(tx, businessId, values)),
  };
  if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
}
