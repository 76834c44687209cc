import { and, eq } from 'drizzle-orm';
import { detailAccount, type Executor } from '@hesab/db';

/*
 * The detail account of a record that is one (a person, a bank account, a cash box): made with the record, named and
 * activated with it, and deleted after it, so that pickers and reports read the record's own name and status.
 */

/** Makes a record's detail account of `group` (the chart's system link of the same name). */
export async function createRecordDetail(tx: Executor, businessId: number, group: 'person' | 'bank' | 'cash' | 'petty', name: string): Promise<number> {
  const [row] = await tx
    .insert(detailAccount)
    .values({ businessId, name, group, system: group === 'person' ? 'customer' : group, status: 'active' })
    .returning({ id: detailAccount.id });
  if (!row) throw new Error('detail account not written');
  return row.id;
}

/** The detail account carries the record's name and status. */
export async function syncRecordDetail(tx: Executor, businessId: number, detailId: number, name: string, status: unknown): Promise<void> {
  await tx
    .update(detailAccount)
    .set({ name, status: status === 'deactive' ? 'deactive' : 'active' })
    .where(and(eq(detailAccount.businessId, businessId), eq(detailAccount.id, detailId)));
}

/** After the record is deleted, its detail account goes (the ledger refuses it while lines point at it). */
export async function removeRecordDetail(tx: Executor, businessId: number, detailId: number): Promise<void> {
  await tx.delete(detailAccount).where(and(eq(detailAccount.businessId, businessId), eq(detailAccount.id, detailId)));
}
