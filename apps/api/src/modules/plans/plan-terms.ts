import { planOptionsOf, planTiers, trialDays, trialPlan, type PlanTier } from '@hesab/contract';
import { formatJalali } from '@hesab/domain';
import { BusinessRuleError } from '../../http/errors.ts';
import { addDays, type BusinessPlan } from '../tenancy/index.ts';

/** A business's plan as its row keeps it. */
export interface PlanStanding {
  plan: string;
  planOptions: Record<string, string>;
  planExpiresOn: string | null;
}

/** A new business's free trial from `today`: the standard tier's options and limits, for trialDays. */
export function trialPlanFrom(today: string): PlanStanding {
  return { plan: trialPlan, planOptions: planOptionsOf('standard'), planExpiresOn: addDays(today, trialDays) };
}

/**
 * The last day of a plan `days` longer: counted from its current last day while that is still ahead, else from
 * today (a plan that ran out, or one that never ended, starts afresh).
 */
export function extendedExpiry(today: string, expiresOn: string | null, days: number): string {
  const from = expiresOn !== null && expiresOn > today ? expiresOn : today;
  return addDays(from, days);
}

export function isPlanTier(plan: string): plan is PlanTier {
  return (planTiers as readonly string[]).includes(plan);
}

/**
 * Spec 01 section 8 "cannot change to a lower plan": while a paid tier runs, only it or a higher one is sold (the
 * days left carry over to it). A trial, a plan that ran out and one without a last day may move to any tier.
 */
export function refuseLowerPlan(current: Pick<BusinessPlan, 'plan' | 'planExpiresOn'>, wanted: PlanTier, today: string): void {
  const last = current.planExpiresOn;
  if (last === null || last < today || !isPlanTier(current.plan)) return;
  if (planTiers.indexOf(wanted) < planTiers.indexOf(current.plan)) throw new BusinessRuleError('plan-lower', { date: last, jalali: formatJalali(last) });
}
