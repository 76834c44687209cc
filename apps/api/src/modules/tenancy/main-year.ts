import { and, eq } from 'drizzle-orm';
import { financialYear, type Executor } from '@hesab/db';

export type FinancialYear = typeof financialYear.$inferSelect;

/** The business's main financial year: where new postings go. Every business has one from its creation on. */
export async function mainFinancialYear(db: Executor, businessId: number): Promise<FinancialYear> {
  const [year] = await db
    .select()
    .from(financialYear)
    .where(and(eq(financialYear.businessId, businessId), eq(financialYear.isMain, true)));
  if (!year) throw new Error(`business ${businessId} has no main financial year`);
  return year;
}
