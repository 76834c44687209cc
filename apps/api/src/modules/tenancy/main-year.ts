import { and, eq } from 'drizzle-orm';
import { financialYear, type Executor } from '@hesab/db';
import { BusinessRuleError, FieldErrors } from '../../http/errors.ts';

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

/**
 * The main financial year, open, with `date` inside it: a document is written in the year the user works in. A date
 * outside it is a 422 on `date`, a closed year a 420. Not locked here: numbering locks the year as the write's last
 * step, and refuses it there if it closed meanwhile.
 */
export async function mainYearFor(db: Executor, businessId: number, date: string): Promise<FinancialYear> {
  return openYearHolding(await mainFinancialYear(db, businessId), date);
}

/** The year, where it is open and holds `date` (422 on `date` otherwise, 420 for a closed year). */
export function openYearHolding(year: FinancialYear, date: string): FinancialYear {
  if (date < year.startDate || date > year.endDate) throw new FieldErrors({ date: [{ key: 'date-outside-year' }] });
  if (year.closed) throw new BusinessRuleError('closed-year-cannot-change');
  return year;
}
