import { and, eq, gte, lte } from 'drizzle-orm';
import { financialYear, type Executor } from '@hesab/db';
import { addDays, formatIsoDate, parseIsoDate, toGregorian, toJalali } from '@hesab/domain';
import { BusinessRuleError } from '../../http/errors.ts';
import type { FinancialYear } from './main-year.ts';

export { addDays };

/**
 * The year after one ending on `endDate`: from the next day, one Jalali year long (1 Farvardin 1406 to the last
 * day of Esfand 1406; a year starting mid-month ends the day before the same date a year on). Named as the first
 * financial year is, after the Jalali year it starts in.
 */
export function nextYearSpan(endDate: string): { name: string; startDate: string; endDate: string } {
  const startDate = addDays(endDate, 1);
  const start = toJalali(parseIsoDate(startDate));
  // Counting from the 1st of the month a year on, so that a start on 30 Esfand of a leap year still works.
  const monthAYearOn = formatIsoDate(toGregorian({ year: start.year + 1, month: start.month, day: 1 }));
  return { name: `سال مالی ${start.year}`, startDate, endDate: addDays(monthAYearOn, start.day - 2) };
}

/** The year starting the day after `endDate`, if the business has made it already. */
export async function findNextYear(tx: Executor, businessId: number, endDate: string): Promise<FinancialYear | undefined> {
  const [next] = await tx
    .select()
    .from(financialYear)
    .where(and(eq(financialYear.businessId, businessId), eq(financialYear.startDate, addDays(endDate, 1))));
  return next;
}

/**
 * Makes the year after `closed` the main year: the one already there, or a new one that overlaps no other. The
 * caller has taken the closed year off the main one first (one main year a business, a unique index says).
 */
export async function openNextYear(tx: Executor, closed: FinancialYear): Promise<{ year: FinancialYear; created: boolean }> {
  const existing = await findNextYear(tx, closed.businessId, closed.endDate);
  if (existing) {
    if (existing.closed) throw new BusinessRuleError('closed-year-cannot-change');
    const [made] = await tx
      .update(financialYear)
      .set({ isMain: true })
      .where(and(eq(financialYear.businessId, closed.businessId), eq(financialYear.id, existing.id)))
      .returning();
    if (!made) throw new Error('next year not updated');
    return { year: made, created: false };
  }
  const span = nextYearSpan(closed.endDate);
  const [overlapping] = await tx
    .select({ id: financialYear.id })
    .from(financialYear)
    .where(and(eq(financialYear.businessId, closed.businessId), lte(financialYear.startDate, span.endDate), gte(financialYear.endDate, span.startDate)))
    .limit(1);
  if (overlapping) throw new BusinessRuleError('years-overlap');
  const [created] = await tx
    .insert(financialYear)
    .values({ businessId: closed.businessId, ...span, isMain: true })
    .returning();
  if (!created) throw new Error('next year not written');
  return { year: created, created: true };
}

/** The business's main year, locked for update until the caller's transaction ends. */
export async function lockMainYear(tx: Executor, businessId: number): Promise<FinancialYear | undefined> {
  const [main] = await tx
    .select()
    .from(financialYear)
    .where(and(eq(financialYear.businessId, businessId), eq(financialYear.isMain, true)))
    .for('update');
  return main;
}

export async function financialYearById(tx: Executor, businessId: number, yearId: number): Promise<FinancialYear | undefined> {
  const [year] = await tx
    .select()
    .from(financialYear)
    .where(and(eq(financialYear.businessId, businessId), eq(financialYear.id, yearId)));
  return year;
}

/** Marks the year closed and no longer main; the caller makes another year main in the same transaction. */
export async function closeFinancialYear(tx: Executor, businessId: number, yearId: number): Promise<FinancialYear> {
  const [closed] = await tx
    .update(financialYear)
    .set({ closed: true, isMain: false })
    .where(and(eq(financialYear.businessId, businessId), eq(financialYear.id, yearId)))
    .returning();
  if (!closed) throw new Error('year not closed');
  return closed;
}
