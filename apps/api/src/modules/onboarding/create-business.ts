import type { Executor } from '@hesab/db';
import { seedStandardChart } from '../accounting/index.ts';
import { createUser } from '../auth/index.ts';
import { seedCommonUnits } from '../inventory/index.ts';
import { insertBusiness, setBusinessPlan, setUpNewBusiness } from '../tenancy/index.ts';

export interface NewBusiness {
  name: string;
  /** the day the business starts on, ISO; its first financial year is the Jalali year holding it, unless `yearStart` */
  today: string;
  /** the day its first financial year starts on, ISO (sign-up asks it) */
  yearStart?: string;
  /** a new login as its owner, or one that exists (a user adding a business of their own) */
  owner: { username: string; name: string; password: string } | { userId: number };
  /** the money it counts in; the rial (no decimals) when unset */
  currency?: { name: string; decimals: number };
  activity?: string;
  /** the plan it starts on (sign-up's free trial); unset: the column's default, no limit and no last day (the demo, tests) */
  plan?: { plan: string; planOptions: Record<string, string>; planExpiresOn: string | null };
}

export interface CreatedBusiness {
  businessId: number;
  appKey: string;
  ownerId: number;
  adminRoleId: number;
}

/**
 * A working business in one transaction: its owner as administrator, an administrator role holding every
 * permission, its default currency, its first financial year, the standard chart of accounts and the common
 * units. Each module writes its own part.
 */
export async function createBusiness(tx: Executor, input: NewBusiness): Promise<CreatedBusiness> {
  const { businessId, appKey } = await insertBusiness(tx, input.name, input.activity);
  if (input.plan) await setBusinessPlan(tx, businessId, input.plan);
  const ownerId = 'userId' in input.owner ? input.owner.userId : await createUser(tx, input.owner);
  const { adminRoleId } = await setUpNewBusiness(tx, businessId, { ownerId, today: input.today, yearStart: input.yearStart, currency: input.currency });
  await seedStandardChart(tx, businessId);
  await seedCommonUnits(tx, businessId);
  return { businessId, appKey, ownerId, adminRoleId };
}
