import { and, eq } from 'drizzle-orm';
import type { PlanOption } from '@hesab/contract';
import { appUser, business, financialYear, membership, role, type Executor } from '@hesab/db';
import { hashPassword } from '../src/modules/auth/index.ts';
import { createBusiness, type CreatedBusiness } from '../src/modules/onboarding/index.ts';

/* Data the API and browser tests start from, written straight to the database. */

export interface TestBusiness extends CreatedBusiness {
  ownerUsername: string;
  ownerPassword: string;
}

let sequence = 0;

/** A business with its administrator, as first run or registration makes it. */
export async function createTestBusiness(db: Executor, name = 'Test business'): Promise<TestBusiness> {
  sequence += 1;
  const ownerUsername = `owner${sequence}-${Date.now()}`;
  const ownerPassword = 'owner-password-1';
  const created = await createBusiness(db, {
    name,
    today: '2026-11-22',
    owner: { username: ownerUsername, name: `Owner ${sequence}`, password: ownerPassword },
  });
  return { ...created, ownerUsername, ownerPassword };
}

/** A user in the business with a role of exactly these permissions. */
export async function addMember(
  db: Executor,
  businessId: number,
  input: { username: string; password: string; permissions: string[]; active?: boolean },
): Promise<{ userId: number; roleId: number }> {
  const [newRole] = await db
    .insert(role)
    .values({ businessId, name: `role of ${input.username}`, permissions: input.permissions })
    .returning({ id: role.id });
  const [user] = await db
    .insert(appUser)
    .values({
      username: input.username,
      name: input.username,
      passwordHash: await hashPassword(input.password),
      active: input.active ?? true,
      createdByBusinessId: businessId,
    })
    .returning({ id: appUser.id });
  if (!newRole || !user) throw new Error('member not created');
  await db.insert(membership).values({ businessId, userId: user.id, roleId: newRole.id });
  return { userId: user.id, roleId: newRole.id };
}

export async function setMembershipActive(db: Executor, businessId: number, userId: number, active: boolean) {
  await db
    .update(membership)
    .set({ active })
    .where(and(eq(membership.businessId, businessId), eq(membership.userId, userId)));
}

/** Sets names of a business's config or plan options to `active`, keeping the others. */
async function activate(db: Executor, businessId: number, column: 'config' | 'planOptions', names: readonly string[]) {
  const [row] = await db.select({ values: business[column] }).from(business).where(eq(business.id, businessId));
  const values = { ...row?.values, ...Object.fromEntries(names.map((name) => [name, 'active'])) };
  await db.update(business).set(column === 'config' ? { config: values } : { planOptions: values }).where(eq(business.id, businessId));
}

/** Turns config flags of a business on (spec 01 section 3), as its settings would, e.g. customFieldsSystem. */
export async function activateConfig(db: Executor, businessId: number, flags: readonly string[]): Promise<void> {
  await activate(db, businessId, 'config', flags);
}

/** Turns plan options of a business on (spec 01 section 3), as its plan would, e.g. integratorSystem. */
export async function activatePlanOptions(db: Executor, businessId: number, options: readonly PlanOption[]): Promise<void> {
  await activate(db, businessId, 'planOptions', options);
}

/** The main financial year of a business as a report's query range: `from=…&to=…`. */
export async function mainYearRange(db: Executor, businessId: number): Promise<string> {
  const [main] = await db
    .select({ from: financialYear.startDate, to: financialYear.endDate })
    .from(financialYear)
    .where(and(eq(financialYear.businessId, businessId), eq(financialYear.isMain, true)));
  if (!main) throw new Error(`business ${businessId} has no main year`);
  return `from=${main.from}&to=${main.to}`;
}

/** Lets a business's payments take treasury accounts below zero, or not, as its settings would. */
export async function allowNegativeTreasury(db: Executor, businessId: number, allowed: boolean): Promise<void> {
  await db.update(business).set({ negativeTreasury: allowed }).where(eq(business.id, businessId));
}
