import { randomBytes } from 'node:crypto';
import { allPermissions } from '@hesab/contract';
import { appUser, business, currency, financialYear, membership, role, unit, type Executor } from '@hesab/db';
import { formatIsoDate, jalaliMonthLength, parseIsoDate, toGregorian, toJalali } from '@hesab/domain';
import { seedStandardChart } from '../accounting/index.ts';
import { hashPassword } from '../auth/index.ts';

export interface NewBusiness {
  name: string;
  /** the day the business starts on, ISO; its first financial year is the Jalali year holding it */
  today: string;
  owner: { username: string; name: string; password: string };
}

export interface CreatedBusiness {
  businessId: number;
  appKey: string;
  ownerId: number;
  adminRoleId: number;
}

/** The Jalali year holding an ISO date, as ISO start and end dates and its Persian name. */
export function jalaliYearOf(isoDate: string): { name: string; startDate: string; endDate: string } {
  const { year } = toJalali(parseIsoDate(isoDate));
  return {
    name: `سال مالی ${year}`,
    startDate: formatIsoDate(toGregorian({ year, month: 1, day: 1 })),
    endDate: formatIsoDate(toGregorian({ year, month: 12, day: jalaliMonthLength(year, 12) })),
  };
}

/** The units of measure a new business starts with, so that its first product needs no unit made first. */
export const commonUnits = [
  'عدد',
  'کیلوگرم',
  'گرم',
  'تن',
  'متر',
  'سانتی‌متر',
  'متر مربع',
  'متر مکعب',
  'لیتر',
  'بسته',
  'کارتن',
  'جعبه',
  'دستگاه',
  'جفت',
  'دست',
  'رول',
  'شاخه',
  'ساعت',
] as const;

/**
 * A working business in one transaction: its owner as administrator, an administrator role holding every
 * permission, the Iranian rial (no decimals) as default currency, the current Jalali financial year, the
 * standard chart of accounts and the common units.
 */
export async function createBusiness(tx: Executor, input: NewBusiness): Promise<CreatedBusiness> {
  const appKey = randomBytes(16).toString('hex');
  const [created] = await tx
    .insert(business)
    .values({ appKey, name: input.name, abrName: input.name.slice(0, 40) })
    .returning({ id: business.id });
  if (!created) throw new Error('business not created');
  const businessId = created.id;

  const [owner] = await tx
    .insert(appUser)
    .values({
      username: input.owner.username,
      name: input.owner.name,
      passwordHash: await hashPassword(input.owner.password),
    })
    .returning({ id: appUser.id });
  const [adminRole] = await tx
    .insert(role)
    .values({ businessId, name: 'مدیر', permissions: [...allPermissions] })
    .returning({ id: role.id });
  if (!owner || !adminRole) throw new Error('owner or role not created');

  await tx.insert(membership).values({ businessId, userId: owner.id, roleId: adminRole.id, admin: true });
  await tx.insert(currency).values({ businessId, name: 'ریال', symbol: 'ریال', decimals: 0, rate: '1', isDefault: true });
  await tx.insert(financialYear).values({ businessId, ...jalaliYearOf(input.today), isMain: true });
  await seedStandardChart(tx, businessId);
  await tx.insert(unit).values(commonUnits.map((name) => ({ businessId, name })));
  return { businessId, appKey, ownerId: owner.id, adminRoleId: adminRole.id };
}
