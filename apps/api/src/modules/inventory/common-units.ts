import { unit, type Executor } from '@hesab/db';

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

/** Writes the common units for a new business. */
export async function seedCommonUnits(tx: Executor, businessId: number): Promise<void> {
  await tx.insert(unit).values(commonUnits.map((name) => ({ businessId, name })));
}
