import { and, eq, sql } from 'drizzle-orm';
import { detailAccount, insertRows, nextIds, type Executor } from '@hesab/db';

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

/**
 * The detail accounts of many new records at once (an import's persons), each with its name and status; their ids
 * in the order given. The ids are taken from the sequence first, so each is known to be its record's.
 */
export async function createRecordDetails(
  tx: Executor,
  businessId: number,
  group: 'person' | 'bank' | 'cash' | 'petty',
  records: readonly { name: string; status: unknown }[],
): Promise<number[]> {
  if (records.length === 0) return [];
  const ids = await nextIds(tx, detailAccount, records.length);
  await insertRows(
    tx,
    detailAccount,
    records.map((record, index) => ({
      id: ids[index],
      businessId,
      name: record.name,
      group,
      system: group === 'person' ? 'customer' : group,
      status: record.status === 'deactive' ? ('deactive' as const) : ('active' as const),
    })),
  );
  // The records' foreign keys are checked by plans made on the table's statistics, which do not count rows made in
  // this transaction: after thousands (an import's batches), each check scanned every detail account.
  if (records.length >= manyDetails) await tx.execute(sql`analyze detail_account`);
  return ids;
}

/** From how many new detail accounts at once their table's statistics are taken again. */
const manyDetails = 500;

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
