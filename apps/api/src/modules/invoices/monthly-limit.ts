import { and, count, eq, gte, sql } from 'drizzle-orm';
import { planLimitOf } from '@hesab/contract';
import { invoice, type Executor } from '@hesab/db';
import { formatIsoDate, isoDateOf, parseIsoDate, toGregorian, toJalali } from '@hesab/domain';
import { PlanLimitError } from '../../http/errors.ts';
import { lockPlanOptions, writeFacts } from '../tenancy/index.ts';

/**
 * A new invoice beyond the plan's monthlyInvoiceLimit answers 409 (the plan dialog). The month is the Jalali month
 * the business is in (its time zone); every invoice registered in it counts, of any type, removed ones too (a
 * removed invoice can come back), whatever day it is dated. Under a limit the business row is locked first, so two
 * invoices at once cannot both take the month's last place; a business without one locks nothing.
 */
export async function refuseBeyondMonthlyInvoices(tx: Executor, businessId: number, now = new Date()): Promise<void> {
  const facts = await writeFacts(tx, businessId);
  if (planLimitOf(facts.planOptions, 'monthlyInvoiceLimit') === null) return;
  const limit = planLimitOf(await lockPlanOptions(tx, businessId), 'monthlyInvoiceLimit');
  if (limit === null) return;
  const today = toJalali(parseIsoDate(isoDateOf(now, facts.timeZone)));
  const monthStart = formatIsoDate(toGregorian({ year: today.year, month: today.month, day: 1 }));
  const [counted] = await tx
    .select({ n: count() })
    .from(invoice)
    .where(and(eq(invoice.businessId, businessId), gte(invoice.createdAt, sql`${monthStart}::date::timestamp at time zone ${facts.timeZone}`)));
  if ((counted?.n ?? 0) >= limit) throw new PlanLimitError('plan-invoice-limit', { limit });
}
