import { planOptionsOf, type PlanAdministrationResponse, type PlanTier } from '@hesab/contract';
import type { Database, Executor } from '@hesab/db';
import { isoDateOf } from '@hesab/domain';
import { ForbiddenError, NotFoundError } from '../../http/errors.ts';
import { isOperator, usersOf } from '../auth/index.ts';
import { everyBusinessPlan, lockBusinessPlan, setBusinessPlan } from '../tenancy/index.ts';
import { extendedExpiry } from './plan-terms.ts';

/**
 * The service's operators are the logins flagged by the server's command (`npm run operator -- add <username>`),
 * whatever businesses they belong to: a business's own administrator is none of them (403).
 */
export async function requireOperator(db: Executor, userId: number): Promise<void> {
  if (!(await isOperator(db, userId))) throw new ForbiddenError('operator-only');
}

/** Every business with its plan, its last day, its SMS credit and its owner, for plan-administration/index. */
export async function businessPlans(db: Executor): Promise<PlanAdministrationResponse> {
  const rows = await everyBusinessPlan(db);
  const owners = await usersOf(db, rows.flatMap((row) => (row.ownerId === null ? [] : [row.ownerId])));
  return {
    data: rows.map((row) => {
      const owner = row.ownerId === null ? undefined : owners.get(row.ownerId);
      return {
        key: row.key,
        name: row.name,
        plan: row.plan,
        expiresOn: row.planExpiresOn,
        smsCredit: row.smsCredit,
        owner: owner ? { username: owner.username, mobile: owner.mobile } : null,
        createdAt: row.createdAt.toISOString(),
      };
    }),
  };
}

/**
 * The operator gives a business `days` more, from its last day while that is ahead, else from today; on another
 * tier (its options and limits) when one is named, else on the plan it has.
 */
export async function extendPlan(db: Database, request: { key: string; days: number; plan?: PlanTier | undefined }) {
  return db.transaction(async (tx) => {
    const business = await lockBusinessPlan(tx, { key: request.key });
    if (!business) throw new NotFoundError();
    const planExpiresOn = extendedExpiry(isoDateOf(new Date(), business.timeZone), business.planExpiresOn, request.days);
    const plan = request.plan === undefined ? { plan: business.plan, planOptions: business.planOptions } : { plan: request.plan, planOptions: planOptionsOf(request.plan) };
    await setBusinessPlan(tx, business.businessId, { ...plan, planExpiresOn });
    return { key: business.key, name: business.name, plan: plan.plan, expiresOn: planExpiresOn };
  });
}
