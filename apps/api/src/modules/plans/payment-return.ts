import { planOptionsOf, type PaymentOutcome } from '@hesab/contract';
import type { Executor } from '@hesab/db';
import { formatJalali, isoDateOf } from '@hesab/domain';
import { isServerMessageKey, translateServerMessage, type Language } from '@hesab/i18n';
import { NotFoundError } from '../../http/errors.ts';
import { addSmsCredit, businessPlanOf, lockBusinessPlan, setBusinessPlan } from '../tenancy/index.ts';
import { verifiedReference, type PaymentSetup } from './checkout.ts';
import { lockPayment, markPaid, paymentByAuthority, type PaymentRecord } from './payments.ts';
import { extendedExpiry, isPlanTier } from './plan-terms.ts';

/**
 * What was bought goes to the business, once: the payment's row is locked first, so returns of one payment at once
 * take turns, and the later ones find it paid. A plan's tier, options and limits replace the business's, its last
 * day moved on by the days bought; SMS credit is added to what is left.
 */
async function pay(tx: Executor, found: PaymentRecord, refId: string): Promise<void> {
  const payment = await lockPayment(tx, found);
  if (!payment || payment.status === 'paid') return;
  const business = await lockBusinessPlan(tx, { businessId: payment.businessId });
  if (!business) throw new NotFoundError();
  if (payment.kind === 'plan' && payment.plan !== null && isPlanTier(payment.plan)) {
    const today = isoDateOf(new Date(), business.timeZone);
    const planExpiresOn = extendedExpiry(today, business.planExpiresOn, payment.days ?? 0);
    await setBusinessPlan(tx, business.businessId, { plan: payment.plan, planOptions: planOptionsOf(payment.plan), planExpiresOn });
  } else if (payment.kind === 'sms') {
    await addSmsCredit(tx, business.businessId, payment.smsCount ?? 0);
  }
  await markPaid(tx, payment, refId);
}

/** The plan's name in the language, or as stored where it has none. */
function planName(lang: Language, plan: string): string {
  const key = `plan-name-${plan}`;
  return isServerMessageKey(key) ? translateServerMessage(lang, key) : plan;
}

/** Where a payment stands, with the business's plan, last day and credit as they are now. */
async function outcomeOf(db: Executor, payment: PaymentRecord, lang: Language): Promise<PaymentOutcome> {
  const business = await businessPlanOf(db, payment.businessId);
  if (!business) throw new NotFoundError();
  const paid = payment.status === 'paid';
  const expiresOn = business.planExpiresOn;
  const dates = expiresOn === null ? { date: '', jalali: '' } : { date: expiresOn, jalali: formatJalali(expiresOn) };
  const message = !paid
    ? translateServerMessage(lang, 'payment-cancelled')
    : payment.kind === 'sms'
      ? translateServerMessage(lang, 'payment-paid-sms', { count: payment.smsCount ?? 0 })
      : translateServerMessage(lang, 'payment-paid-plan', { plan: planName(lang, business.plan), ...dates });
  return { paid, kind: payment.kind, plan: business.plan, expiresOn, smsCredit: business.smsCredit, refId: payment.refId, message };
}

/**
 * The buyer's browser back from the gateway (`GET plans/verify?Authority&Status`, through the web's result page):
 * the payment found by its authority (404 for none) and, unless paid before, verified with the gateway for the amount
 * it was asked for. Only the gateway's verification decides, never the return's `Status` (a browser's word, and a
 * gateway may send NOK for a payment that then settles): a payment it does not verify (not settled yet, cancelled, a
 * wrong amount) stays pending, answered `paid: false` to NOK and 420 to OK, and a later return verified pays it. A
 * verified payment is paid once however often its return comes; one paid before answers without asking the gateway.
 */
export async function settleReturn(
  setup: PaymentSetup,
  query: { Authority: string; Status: 'OK' | 'NOK' },
  lang: Language,
): Promise<PaymentOutcome> {
  const found = await paymentByAuthority(setup.db, query.Authority);
  if (!found) throw new NotFoundError();
  // Not paid: pending, or marked failed by a return before only the gateway decided.
  if (found.status !== 'paid') {
    const refId = await verifiedReference(setup.gateway, found, query.Status);
    if (refId !== null) await setup.db.transaction((tx) => pay(tx, found, refId));
  }
  const settled = await paymentByAuthority(setup.db, query.Authority);
  if (!settled) throw new NotFoundError();
  return outcomeOf(setup.db, settled, lang);
}
