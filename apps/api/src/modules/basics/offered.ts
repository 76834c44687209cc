import { and, asc, eq } from 'drizzle-orm';
import { branch, productGroup, type Executor } from '@hesab/db';

/* What a sale's pickers offer of the plain records, read whole for the cashier's offline copy. */

/** Every branch (a branch has no status). */
export async function offeredBranches(db: Executor, businessId: number): Promise<{ id: number; text: string; color: string | null }[]> {
  return db.select({ id: branch.id, text: branch.text, color: branch.color }).from(branch).where(eq(branch.businessId, businessId)).orderBy(asc(branch.id));
}

/** The active main product groups. */
export async function offeredProductGroups(db: Executor, businessId: number): Promise<{ id: number; name: string; code: string | null }[]> {
  return db
    .select({ id: productGroup.id, name: productGroup.name, code: productGroup.code })
    .from(productGroup)
    .where(and(eq(productGroup.businessId, businessId), eq(productGroup.status, 'active')))
    .orderBy(asc(productGroup.id));
}
