import { count, eq } from 'drizzle-orm';
import { person, type Executor } from '@hesab/db';
import { PlanLimitError } from '../../http/errors.ts';
import { lockPlanOptions } from '../tenancy/index.ts';

/** The plan's cap on persons: planOptions.personLimit as a whole number; unset (or not a number) is unlimited. */
function personLimitOf(planOptions: Readonly<Record<string, string>>): number | null {
  const limit = planOptions.personLimit;
  return limit !== undefined && /^\d+$/.test(limit) ? Number(limit) : null;
}

/**
 * A new person (or `adding` of them) beyond the plan's limit answers 409, which opens the plan dialog (spec 02
 * section 8). Under a limit the business row is locked first, so two saves at once cannot both take the last place.
 */
export async function refuseBeyondPersonLimit(tx: Executor, businessId: number, planOptions: Readonly<Record<string, string>>, adding = 1): Promise<void> {
  if (personLimitOf(planOptions) === null) return;
  const limit = personLimitOf(await lockPlanOptions(tx, businessId));
  if (limit === null) return;
  const [counted] = await tx.select({ n: count() }).from(person).where(eq(person.businessId, businessId));
  if ((counted?.n ?? 0) + adding > limit) throw new PlanLimitError('plan-person-limit', { limit });
}
