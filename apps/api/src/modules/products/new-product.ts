import { count, eq, sql } from 'drizzle-orm';
import { product, queryRows, type Executor } from '@hesab/db';
import { PlanLimitError } from '../../http/errors.ts';
import { lockForNewProduct } from '../tenancy/index.ts';

/** The plan's cap on products and services together: planOptions.productLimit as a whole number; unset is unlimited. */
function productLimitOf(planOptions: Readonly<Record<string, string>>): number | null {
  const limit = planOptions.productLimit;
  return limit !== undefined && /^\d+$/.test(limit) ? Number(limit) : null;
}

/** One more than the largest all-digit code of the business's products and services; 1 for the first. */
export async function nextProductCode(db: Executor, businessId: number): Promise<string> {
  const [row] = await queryRows<{ next: string }>(
    db,
    sql`select (coalesce(max(code::numeric), 0) + 1)::text as next from product
        where business_id = ${businessId} and code ~ '^[0-9]{1,30}$'`,
  );
  return row?.next ?? '1';
}

/**
 * Before a new product is written: the business row is locked, so that new products of one business are
 * numbered and counted one at a time (two saves at once get two codes and cannot both take the plan's last
 * place); then the plan's limit (409), for an empty code the next one, and the business's VAT and inventory
 * method where none is given.
 */
export async function prepareNewProduct(tx: Executor, businessId: number, values: Record<string, unknown>): Promise<void> {
  const facts = await lockForNewProduct(tx, businessId);
  const limit = productLimitOf(facts.planOptions);
  if (limit !== null) {
    const [counted] = await tx.select({ n: count() }).from(product).where(eq(product.businessId, businessId));
    if ((counted?.n ?? 0) >= limit) throw new PlanLimitError('plan-product-limit', { limit });
  }
  if (typeof values.code !== 'string' || values.code === '') values.code = await nextProductCode(tx, businessId);
  // The business's defaults (setting/index) where the form gives none.
  values.taxPercent ??= facts.taxPercent;
  values.inventoryMethod ??= facts.inventoryMethod;
}
