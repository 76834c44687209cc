import { asc, count, eq, sql } from 'drizzle-orm';
import { business, membership, type Executor } from '@hesab/db';
import { formatJalali, isoDateOf } from '@hesab/domain';
import { BusinessRuleError } from '../../http/errors.ts';
import type { Member } from './membership.ts';

/* The business's plan as the plans module buys, extends and shows it (issue 20); only tenancy touches its row. */

/** What a business is on: its plan, the options and limits it sets, until when, and its SMS credit. */
export interface BusinessPlan {
  businessId: number;
  key: string;
  name: string;
  plan: string;
  planOptions: Record<string, string>;
  /** the plan's last day (ISO); null: it never ends */
  planExpiresOn: string | null;
  smsCredit: number;
  timeZone: string;
}

const planColumns = {
  businessId: business.id,
  key: business.appKey,
  name: business.name,
  plan: business.plan,
  planOptions: business.planOptions,
  planExpiresOn: business.planExpiresOn,
  smsCredit: business.smsCredit,
  timeZone: business.timeZone,
};

export async function businessPlanOf(db: Executor, businessId: number): Promise<BusinessPlan | undefined> {
  const [row] = await db.select(planColumns).from(business).where(eq(business.id, businessId));
  return row;
}

/** The business of an app key, its row locked to the end of the transaction, so that its plan changes one at a time. */
export async function lockBusinessPlan(tx: Executor, by: { businessId: number } | { key: string }): Promise<BusinessPlan | undefined> {
  const [row] = await tx
    .select(planColumns)
    .from(business)
    .where('key' in by ? eq(business.appKey, by.key) : eq(business.id, by.businessId))
    .for('update');
  return row;
}

/** Puts the business on a plan: its name, the options and limits it sets, and its last day. */
export async function setBusinessPlan(tx: Executor, businessId: number, plan: { plan: string; planOptions: Record<string, string>; planExpiresOn: string | null }): Promise<void> {
  await tx.update(business).set(plan).where(eq(business.id, businessId));
}

/** Raises the business's SMS credit by `messages` in one update; answers the credit after it. */
export async function addSmsCredit(tx: Executor, businessId: number, messages: number): Promise<number> {
  const [raised] = await tx
    .update(business)
    .set({ smsCredit: sql`${business.smsCredit} + ${messages}` })
    .where(eq(business.id, businessId))
    .returning({ smsCredit: business.smsCredit });
  return raised?.smsCredit ?? 0;
}

/** Every business with its plan and the user who owns it (its first administrator), newest first, for the operator. */
export async function everyBusinessPlan(db: Executor): Promise<(BusinessPlan & { ownerId: number | null; createdAt: Date })[]> {
  const owner = sql<number | null>`(select ${membership.userId} from ${membership}
    where ${membership.businessId} = ${business.id} and ${membership.admin}
    order by ${membership.createdAt}, ${membership.userId} limit 1)`.mapWith((value: unknown) => (value === null ? null : Number(value)));
  return db
    .select({ ...planColumns, ownerId: owner, createdAt: business.createdAt })
    .from(business)
    .orderBy(sql`${business.createdAt} desc`, asc(business.id));
}

/** How many logins the business has (active or not: a deactivated one keeps its place until it is removed). */
export async function memberCount(db: Executor, businessId: number): Promise<number> {
  const [counted] = await db.select({ n: count() }).from(membership).where(eq(membership.businessId, businessId));
  return counted?.n ?? 0;
}

/**
 * A plan past its last day leaves the business readable but writes no new document (420 naming the day). A plan
 * without a last day never ends.
 */
export function refuseNewDocumentsPastPlan(member: Pick<Member, 'planExpiresOn' | 'timeZone'>, now = new Date()): void {
  const last = member.planExpiresOn;
  if (last !== null && last < isoDateOf(now, member.timeZone)) throw new BusinessRuleError('plan-expired', { date: last, jalali: formatJalali(last) });
}
