import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import { product, type Executor } from '@hesab/db';
import { sumMoney } from '@hesab/domain';

/** A good with the stock it should not fall below (its order point), in base units. */
export interface OrderPoint {
  id: number;
  name: string;
  code: string;
  orderPoint: string;
}

/** The business's active goods that have an order point, by name: those whose stock is watched. */
export async function goodsWithOrderPoint(db: Executor, businessId: number): Promise<OrderPoint[]> {
  const rows = await db
    .select({ id: product.id, name: product.name, code: product.code, orderPoint: product.orderPoint })
    .from(product)
    .where(and(eq(product.businessId, businessId), eq(product.type, 'product'), eq(product.status, 'active'), isNotNull(product.orderPoint), gt(product.orderPoint, '0')))
    .orderBy(asc(product.name), asc(product.id));
  return rows.map((row) => ({ id: Number(row.id), name: row.name, code: row.code, orderPoint: sumMoney([row.orderPoint ?? '0']) }));
}
