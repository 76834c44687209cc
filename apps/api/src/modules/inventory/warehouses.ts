import { and, eq, inArray } from 'drizzle-orm';
import { entrepot, type Executor } from '@hesab/db';

/** The names of the business's warehouses among `ids`, by id. */
export async function warehouseNames(db: Executor, businessId: number, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: entrepot.id, name: entrepot.name })
    .from(entrepot)
    .where(and(eq(entrepot.businessId, businessId), inArray(entrepot.id, ids)));
  return new Map(rows.map((row) => [row.id, row.name]));
}
