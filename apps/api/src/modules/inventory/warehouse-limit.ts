import { count, eq } from 'drizzle-orm';
import { planLimitOf } from '@hesab/contract';
import { entrepot } from '@hesab/db';
import { PlanLimitError } from '../../http/errors.ts';
import type { ResourceHooks } from '../resources/index.ts';
import { lockPlanOptions } from '../tenancy/index.ts';

/**
 * A new warehouse beyond the plan's entrepotLimit answers 409 (the plan dialog). The business row is locked first,
 * so two new warehouses at once cannot both take the last place.
 */
export const warehouseHooks: ResourceHooks = {
  async beforeWrite({ tx, actor }, _values, before) {
    if (before) return;
    const limit = planLimitOf(await lockPlanOptions(tx, actor.businessId), 'entrepotLimit');
    if (limit === null) return;
    const [counted] = await tx.select({ n: count() }).from(entrepot).where(eq(entrepot.businessId, actor.businessId));
    if ((counted?.n ?? 0) >= limit) throw new PlanLimitError('plan-entrepot-limit', { limit });
  },
};
