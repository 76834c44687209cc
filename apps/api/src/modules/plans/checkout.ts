import { planCatalogue, daysOfMonths, smsCreditAmount, type PlanMonths, type PlanTier } from '@hesab/contract';
import type { Database } from '@hesab/db';
import { isoDateOf, type Money } from '@hesab/domain';
import { translateServerMessage, type Language } from '@hesab/i18n';
import { BadGatewayError, BusinessRuleError, NotFoundError, ServiceUnavailableError } from '../../http/errors.ts';
import { businessPlanOf, type Member } from '../tenancy/index.ts';
import { PaymentGatewayError, type PaymentGateway } from './payment-gateway.ts';
import { insertPendingPayment, paymentByAuthority } from './payments.ts';
import { refuseLowerPlan } from './plan-terms.ts';

export interface PaymentSetup {
  db: Database;
  /** unset: the server has no gateway, and checkout answers 503 */
  gateway: PaymentGateway | undefined;
  /** where the web app is: the gateway sends the buyer back to its /plans/result page */
  appUrl: string;
}

/** What a checkout buys: a tier for some months, or messages of SMS credit. */
export type Purchase = { kind: 'plan'; plan: PlanTier; months: PlanMonths } | { kind: 'sms'; count: number };

/** The gateway of a server that has one (503 otherwise). */
export function gatewayOf(setup: Pick<PaymentSetup, 'gateway'>): PaymentGateway {
  if (!setup.gateway) throw new ServiceUnavailableError('payment-gateway-missing');
  return setup.gateway;
}

/**
 * The gateway's word on a returned payment, the only one that decides: its reference when it settled; null when it did
 * not, and the return said NOK (left pending); 420 when the return claimed OK the gateway does not verify.
 */
export async function verifiedReference(gateway: PaymentGateway | undefined, payment: { amount: string; authority: string }, status: 'OK' | 'NOK'): Promise<string | null> {
  const verification = await gatewayOf({ gateway })
    .verify({ amount: payment.amount, authority: payment.authority })
    .catch((error: unknown) => {
      throw gatewayRefusal(error);
    });
  if (verification.verified) return verification.refId;
  if (status === 'OK') throw new BusinessRuleError('payment-not-verified');
  return null;
}

/** A gateway's failure as the client is told it: 503 when no answer came, 502 for an answer its protocol does not speak. */
export function gatewayRefusal(error: unknown): unknown {
  if (!(error instanceof PaymentGatewayError)) return error;
  const refusal = error.failure === 'unreachable' ? new ServiceUnavailableError('payment-gateway-unavailable') : new BadGatewayError('payment-gateway-bad-answer');
  return Object.assign(refusal, { cause: error });
}

/**
 * A purchase for the member's business (its administrator's, as the routes check): its price asked of the gateway,
 * the payment kept pending under the gateway's authority, and the gateway's page answered for the browser to pay
 * on. Nothing changes of the business until the payment comes back verified.
 */
export async function checkout(setup: PaymentSetup, member: Member, lang: Language, purchase: Purchase): Promise<{ redirect: string }> {
  const gateway = gatewayOf(setup);
  const business = await businessPlanOf(setup.db, member.businessId);
  if (!business) throw new NotFoundError();
  let amount: Money;
  let description: string;
  if (purchase.kind === 'plan') {
    refuseLowerPlan(business, purchase.plan, isoDateOf(new Date(), business.timeZone));
    amount = planCatalogue[purchase.plan].prices[purchase.months];
    const plan = translateServerMessage(lang, `plan-name-${purchase.plan}`);
    description = translateServerMessage(lang, 'payment-description-plan', { plan, days: daysOfMonths(purchase.months), business: business.name });
  } else {
    amount = smsCreditAmount(purchase.count);
    description = translateServerMessage(lang, 'payment-description-sms', { count: purchase.count, business: business.name });
  }
  const callbackUrl = `${setup.appUrl.replace(/\/$/, '')}/plans/result`;
  const authority = await gateway.request({ amount, callbackUrl, description }).catch((error: unknown) => {
    throw gatewayRefusal(error);
  });
  // An authority given before names another payment: keeping this one under it would settle the wrong purchase.
  const repeated = new PaymentGatewayError('bad-answer', 'the gateway gave an authority it gave before');
  if (await paymentByAuthority(setup.db, authority)) throw gatewayRefusal(repeated);
  const kept = await insertPendingPayment(setup.db, {
    businessId: member.businessId,
    kind: purchase.kind,
    plan: purchase.kind === 'plan' ? purchase.plan : null,
    days: purchase.kind === 'plan' ? daysOfMonths(purchase.months) : null,
    smsCount: purchase.kind === 'sms' ? purchase.count : null,
    amount,
    authority,
    createdBy: member.userId,
  });
  if (!kept) throw gatewayRefusal(repeated);
  return { redirect: gateway.paymentPage(authority) };
}
