import { eq } from 'drizzle-orm';
import { product, type Executor } from '@hesab/db';

/**
 * The business's products as reports join them to their rows in one statement (the invoice reports): name, code,
 * base unit, main group and investors.
 */
export function productFacts(db: Executor, businessId: number) {
  return db
    .select({ id: product.id, name: product.name, code: product.code, unit: product.unit, group: product.group, investors: product.investors })
    .from(product)
    .where(eq(product.businessId, businessId))
    .as('product_facts');
}
