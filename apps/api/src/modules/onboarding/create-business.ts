import type { Executor } from '@hesab/db';
import { seedStandardChart } from '../accounting/index.ts';
import { createUser } from '../auth/index.ts';
import { seedCommonUnits } from '../inventory/index.ts';
import { insertBusiness, setUpNewBusiness } from '../tenancy/index.ts';

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

/**
 * A working business in one transaction: its owner as administrator, an administrator role holding every
 * permission, the Iranian rial (no decimals) as default currency, the current Jalali financial year, the
 * standard chart of accounts and the common units. Each module writes its own part.
 */
export async function createBusiness(tx: Executor, input: NewBusiness): Promise<CreatedBusiness> {
  const { businessId, appKey } = await insertBusiness(tx, input.name);
  const ownerId = await createUser(tx, input.owner);
  const { adminRoleId } = await setUpNewBusiness(tx, businessId, { ownerId, today: input.today });
  await seedStandardChart(tx, businessId);
  await seedCommonUnits(tx, businessId);
  return { businessId, appKey, ownerId, adminRoleId };
}
