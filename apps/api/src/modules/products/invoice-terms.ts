import { and, asc, eq, inArray } from 'drizzle-orm';
import { product, type Executor, type ProductUnitRow } from '@hesab/db';
import type { InventoryMethod } from '@hesab/domain';

/** What an invoice reads of a product its rows name: how it is counted, costed and taxed. */
export interface InvoiceTerms {
  id: number;
  name: string;
  type: 'product' | 'service';
  /** the base unit, and the sub-units with how many base units one of each is */
  unit: number | null;
  units: ProductUnitRow[];
  inventoryMethod: InventoryMethod;
  taxPercent: string;
}

/**
 * The business's products of `ids`, locked until the write's transaction ends (`for no key update`, in id order):
 * two invoices selling the same product at once take turns, so the second sees the stock the first took.
 */
export const lockInvoiceTerms = (tx: Executor, businessId: number, ids: readonly number[]) => invoiceTerms(tx, businessId, ids, true);

/** The same, read without a lock (a report of a product's cost). */
export async function invoiceTerms(tx: Executor, businessId: number, ids: readonly number[], lock = false): Promise<Map<number, InvoiceTerms>> {
  if (ids.length === 0) return new Map();
  const query = tx
    .select({
      id: product.id,
      name: product.name,
      type: product.type,
      unit: product.unit,
      units: product.units,
      inventoryMethod: product.inventoryMethod,
      taxPercent: product.taxPercent,
    })
    .from(product)
    .where(and(eq(product.businessId, businessId), inArray(product.id, [...new Set(ids)])))
    .orderBy(asc(product.id));
  const rows = lock ? await query.for('no key update') : await query;
  return new Map(rows.map((row) => [Number(row.id), { ...row, id: Number(row.id), unit: row.unit === null ? null : Number(row.unit) }]));
}

/** The names of the business's products of `ids`, for reports that list them. */
export async function productNames(db: Executor, businessId: number, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: product.id, name: product.name })
    .from(product)
    .where(and(eq(product.businessId, businessId), inArray(product.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [Number(row.id), row.name]));
}
