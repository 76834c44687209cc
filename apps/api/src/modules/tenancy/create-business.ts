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

/** The business's own row, with a new random app key; the first step of opening a business. */
export async function insertBusiness(tx: Executor, name: string): Promise<{ businessId: number; appKey: string }> {
  const appKey = randomBytes(16).toString('hex');
  const [created] = await tx
    .insert(business)
    .values({ appKey, name, abrName: name.slice(0, 40) })
    .returning({ id: business.id });
  if (!created) throw new Error('business not created');
  return { businessId: created.id, appKey };
}

/**
 * What tenancy gives a new business: an administrator role holding every permission, its owner as administrator,
 * the Iranian rial (no decimals) as default currency, and the Jalali financial year holding `today` as main year.
 */
export async function setUpNewBusiness(
  tx: Executor,
  businessId: number,
  input: { ownerId: number; today: string },
): Promise<{ adminRoleId: number }> {
  const [adminRole] = await tx
    .insert(role)
    .values({ businessId, name: 'مدیر', permissions: [...allPermissions] })
    .returning({ id: role.id });
  if (!adminRole) throw new Error('role not created');
  await tx.insert(membership).values({ businessId, userId: input.ownerId, roleId: adminRole.id, admin: true });
  await tx.insert(currency).values({ businessId, name: 'ریال', symbol: 'ریال', decimals: 0, rate: '1', isDefault: true });
  await tx.insert(financialYear).values({ businessId, ...jalaliYearOf(input.today), isMain: true });
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
