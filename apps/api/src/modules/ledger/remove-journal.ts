import { and, eq } from 'drizzle-orm';
import { journal, type Executor } from '@hesab/db';
import { removeLines } from './post-journal.ts';

/** Deletes a temporary journal with its lines, taking them out of the balances first (an opening that went to 0). */
export async function removeJournal(tx: Executor, businessId: number, journalId: number): Promise<void> {
  await removeLines(tx, businessId, journalId);
  await tx.delete(journal).where(and(eq(journal.businessId, businessId), eq(journal.id, journalId)));
}
