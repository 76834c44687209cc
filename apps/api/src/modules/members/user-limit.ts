import { planLimitOf } from '@hesab/contract';
import type { Executor } from '@hesab/db';
import { PlanLimitError } from '../../http/errors.ts';
import { lockPlanOptions, memberCount } from '../tenancy/index.ts';

/**
 * A new login of the business beyond its plan's userLimit answers 409 (the plan dialog). The business row is locked
 * first, so two new logins at once cannot both take the last place. Every membership counts, a deactivated one too:
 * reactivating it takes no new place.
 */
export async function refuseBeyondUserLimit(tx: Executor, businessId: number): Promise<void> {
  const limit = planLimitOf(await lockPlanOptions(tx, businessId), 'userLimit');
  if (limit !== null && (await memberCount(tx, businessId)) >= limit) throw new PlanLimitError('plan-user-limit', { limit });
}
