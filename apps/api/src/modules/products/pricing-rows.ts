import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PricingRow } from '@hesab/contract';
import { productPrice, type Executor } from '@hesab/db';
import { sumMoney } from '@hesab/domain';

type Stored = typeof productPrice.$inferSelect;

function decimalOrNull(value: string | null): string | null {
  return value === null ? null : sumMoney([value]);
}

/** A stored row as the form and the grid send it. */
export function pricingRowOf(row: Stored): PricingRow {
  return {
    type: row.type,
    name: row.name,
    category: row.category,
    branch: row.branch,
    currency: row.currency,
    minCount: decimalOrNull(row.minCount),
    maxCount: decimalOrNull(row.maxCount),
    percent: decimalOrNull(row.percent),
    price: decimalOrNull(row.price),
    woocommerce: row.woocommerce,
  };
}

/** The pricing rows of each product, in their order. */
export async function readPricingRows(db: Executor, businessId: number, productIds: readonly number[]): Promise<Map<number, PricingRow[]>> {
  const byProduct = new Map<number, PricingRow[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select()
    .from(productPrice)
    .where(and(eq(productPrice.businessId, businessId), inArray(productPrice.product, [...productIds])))
    .orderBy(asc(productPrice.product), asc(productPrice.lineNo));
  for (const row of rows) byProduct.set(row.product, [...(byProduct.get(row.product) ?? []), pricingRowOf(row)]);
  return byProduct;
}

/** A row's columns as stored, an absent value as none. */
export function pricingRowValues(row: PricingRow) {
  return {
    type: row.type,
    name: row.name,
    category: row.category ?? null,
    branch: row.branch ?? null,
    currency: row.currency ?? null,
    minCount: row.minCount ?? null,
    maxCount: row.maxCount ?? null,
    percent: row.percent ?? null,
    price: row.price ?? null,
    woocommerce: row.woocommerce ?? false,
  };
}

/** The form sends a product's pricing rows as a whole: they replace the stored ones, in its order. */
export async function replacePricingRows(tx: Executor, businessId: number, productId: number, rows: readonly PricingRow[]): Promise<void> {
  await tx.delete(productPrice).where(and(eq(productPrice.businessId, businessId), eq(productPrice.product, productId)));
  if (rows.length === 0) return;
  await tx
    .insert(productPrice)
    .values(rows.map((row, index) => ({ businessId, product: productId, lineNo: index + 1, ...pricingRowValues(row) })));
}
