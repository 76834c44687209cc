import { and, asc, eq, inArray } from 'drizzle-orm';
import { entrepot, unit, type Executor } from '@hesab/db';
import type { Member } from '../tenancy/index.ts';
import { allowedWarehouses } from './warehouse-access.ts';

/** The names of the business's warehouses among `ids`, by id. */
export async function warehouseNames(db: Executor, businessId: number, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: entrepot.id, name: entrepot.name })
    .from(entrepot)
    .where(and(eq(entrepot.businessId, businessId), inArray(entrepot.id, ids)));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The warehouses a sale offers the member: the active ones among those they may use (allowedWarehouses). */
export async function offeredWarehouses(db: Executor, member: Member): Promise<{ id: number; name: string; code: string | null }[]> {
  return db
    .select({ id: entrepot.id, name: entrepot.name, code: entrepot.code })
    .from(entrepot)
    .where(and(eq(entrepot.businessId, member.businessId), eq(entrepot.status, 'active'), allowedWarehouses(member)))
    .orderBy(asc(entrepot.id));
}

/** The active units, which products are counted in. */
export async function offeredUnits(db: Executor, businessId: number): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: unit.id, name: unit.name })
    .from(unit)
    .where(and(eq(unit.businessId, businessId), eq(unit.status, 'active')))
    .orderBy(asc(unit.id));
}
