import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { allPermissions } from '@hesab/contract';
import { business, currency, financialYear, membership, role, type Executor } from '@hesab/db';
import { formatIsoDate, jalaliMonthLength, parseIsoDate, toGregorian, toJalali } from '@hesab/domain';

/** The Jalali year holding an ISO date, as ISO start and end dates and its Persian name. */
export function jalaliYearOf(isoDate: string): { name: string; startDate: string; endDate: string } {
  const { year } = toJalali(parseIsoDate(isoDate));
  return {
    name: `سال مالی ${year}`,
    startDate: formatIsoDate(toGregorian({ year, month: 1, day: 1 })),
    endDate: formatIsoDate(toGregorian({ year, month: 12, day: jalaliMonthLength(year, 12) })),
  };
}

/**
 * The financial year starting on `startDate` (ISO) and running a Jalali year: to the day before the same Jalali date
 * a year later (the last of Esfand where that date is the 30th of a common year). A year from the 1st of Farvardin
 * is the Jalali year itself, named by it; another is named by the two years it spans.
 */
export function jalaliYearFrom(startDate: string): { name: string; startDate: string; endDate: string } {
  const start = toJalali(parseIsoDate(startDate));
  if (start.month === 1 && start.day === 1) return jalaliYearOf(startDate);
  const next = { year: start.year + 1, month: start.month, day: Math.min(start.day, jalaliMonthLength(start.year + 1, start.month)) };
  const after = toGregorian(next);
  const end = new Date(Date.UTC(after.year, after.month - 1, after.day - 1));
  return {
    name: `سال مالی ${String(start.year)}-${String(start.year + 1)}`,
    startDate,
    endDate: formatIsoDate({ year: end.getUTCFullYear(), month: end.getUTCMonth() + 1, day: end.getUTCDate() }),
  };
}

/** The business's own row, with a new random app key; the first step of opening a business. */
export async function insertBusiness(tx: Executor, name: string, activity?: string): Promise<{ businessId: number; appKey: string }> {
  const appKey = randomBytes(16).toString('hex');
  const [created] = await tx
    .insert(business)
    .values({ appKey, name, abrName: name.slice(0, 40), activity })
    .returning({ id: business.id });
  if (!created) throw new Error('business not created');
  return { businessId: created.id, appKey };
}

/**
 * What tenancy gives a new business: an administrator role holding every permission, its owner as administrator,
 * its default currency (the Iranian rial, no decimals, unless another is named), and its main financial year (the
 * Jalali year holding `today`, or the year from `yearStart`).
 */
export async function setUpNewBusiness(
  tx: Executor,
  businessId: number,
  input: { ownerId: number; today: string; yearStart?: string | undefined; currency?: { name: string; decimals: number } | undefined },
): Promise<{ adminRoleId: number }> {
  const [adminRole] = await tx
    .insert(role)
    .values({ businessId, name: 'مدیر', permissions: [...allPermissions] })
    .returning({ id: role.id });
  if (!adminRole) throw new Error('role not created');
  await tx.insert(membership).values({ businessId, userId: input.ownerId, roleId: adminRole.id, admin: true });
  const money = input.currency ?? { name: 'ریال', decimals: 0 };
  await tx.insert(currency).values({ businessId, name: money.name, symbol: money.name, decimals: money.decimals, rate: '1', isDefault: true });
  const year = input.yearStart === undefined ? jalaliYearOf(input.today) : jalaliYearFrom(input.yearStart);
  await tx.insert(financialYear).values({ businessId, ...year, isMain: true });
  return { adminRoleId: adminRole.id };
}

/** Whether the database holds any business (first run seeds one only on an empty database). */
export async function anyBusinessExists(tx: Executor): Promise<boolean> {
  const [existing] = await tx.select({ n: count() }).from(business);
  return (existing?.n ?? 0) > 0;
}

/** Replaces the business's plan options (spec 01 section 3). */
export async function setPlanOptions(tx: Executor, businessId: number, planOptions: Record<string, string>): Promise<void> {
  await tx.update(business).set({ planOptions }).where(eq(business.id, businessId));
}
