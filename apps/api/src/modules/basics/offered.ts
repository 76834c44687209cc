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

/** The name of the business's branch `id`, or null where it has none such. */
export async function branchName(db: Executor, businessId: number, id: number): Promise<string | null> {
  const [row] = await db.select({ text: branch.text }).from(branch).where(and(eq(branch.businessId, businessId), eq(branch.id, id))).limit(1);
  return row?.text ?? null;
}
