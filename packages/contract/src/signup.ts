import { multiplyMoney, normalizeMobile, toLatinDigits, type Money } from '@hesab/domain';
import { z } from 'zod';
import { loginResponse, usernameMaxLength } from './auth.ts';
import { planLimits, planOptions, type PlanLimit, type PlanOption } from './permissions.ts';
import { isoDate, wholeNumber } from './wire-values.ts';

/*
 * A business of one's own (issue 20): sign-up by a mobile number confirmed with a code sent by SMS, a first (and
 * any further) business, and a forgotten password reset by a code sent by SMS or a link sent by e-mail.
 */

/** An Iranian mobile number in any form people write it; stored without prefix and leading zero (9121234567). */
export const mobileNumber = z.string().transform((value, context) => {
  const mobile = normalizeMobile(value);
  if (mobile !== null) return mobile;
  context.addIssue({ code: 'custom', message: 'invalid-mobile' });
  return z.NEVER;
});

/** A one-time code as typed: its digits (Persian and Arabic ones read as Latin). */
export const oneTimeCode = z.string().overwrite(toLatinDigits).trim().regex(/^\d{4,8}$/, 'invalid-code');

/** How long a code sent by SMS may be typed, and a reset link followed. */
export const oneTimeCodeMinutes = 5;
export const resetLinkMinutes = 60;

/** A username of letters, digits, `.`, `_` and `-`, starting with a letter. */
export const newUsername = z
  .string()
  .trim()
  .min(3)
  .max(usernameMaxLength)
  .regex(/^[A-Za-z][\w.-]*$/, 'invalid-username');

export const newPassword = z.string().min(8).max(200);

/** `POST register/code`: sends a sign-up code to the number (throttled per number and per address). */
export const registerCodeRequest = z.object({ mobile: mobileNumber });

/** `POST register`: the account, once its number is confirmed; answers as login does, with no business yet. */
export const registerRequest = z.object({ mobile: mobileNumber, code: oneTimeCode, username: newUsername, password: newPassword });
export const registerResponse = loginResponse;

/** Kinds of activity a business names at sign-up: what it mostly does. */
export const businessActivities = ['trade', 'retail', 'services', 'manufacturing', 'restaurant', 'contracting', 'other'] as const;
export type BusinessActivity = (typeof businessActivities)[number];

/**
 * `POST business`: a new business of the caller's, who becomes its administrator. `yearStart` is the day (ISO; the
 * web picks it on the Jalali calendar) its first financial year starts on, the year running a Jalali year from it.
 * `currency` names the money it counts in, with `decimals` (0 for the rial).
 */
export const newBusinessRequest = z.object({
  name: z.string().trim().min(1).max(249),
  currency: z.string().trim().min(1).max(40),
  decimals: z.number().int().min(0).max(4),
  yearStart: isoDate,
  activity: z.enum(businessActivities),
});
export type NewBusinessRequest = z.infer<typeof newBusinessRequest>;
export const newBusinessResponse = z.object({ key: z.string(), name: z.string() });

/** `GET business`: the caller's businesses, as login answers them. */
export const businessListResponse = loginResponse.shape.businesses;

/**
 * `POST password/forgot`: who forgot. A code goes by SMS to the account's mobile, and a link by e-mail to its
 * address, those it has; the answer is the same whether or not such an account exists.
 */
export const passwordForgotRequest = z
  .object({ username: z.string().trim().max(usernameMaxLength), mobile: mobileNumber, email: z.email() })
  .partial()
  .refine((value) => value.username !== undefined || value.mobile !== undefined || value.email !== undefined, 'forgot-who');

/**
 * `POST password/reset`: the new password with the code sent by SMS, or the token of the e-mailed link. A code is
 * short, so the number (or username) it was sent for may come with it, and the code is then that account's alone.
 */
export const passwordResetRequest = z
  .object({
    code: oneTimeCode.optional(),
    token: z.string().trim().min(20).max(200).optional(),
    mobile: mobileNumber.optional(),
    username: z.string().trim().max(usernameMaxLength).optional(),
    password: newPassword,
  })
  .refine((value) => (value.code === undefined) !== (value.token === undefined), { path: ['code'], message: 'code-or-token' });
export type PasswordResetRequest = z.infer<typeof passwordResetRequest>;

/* ------------------------------------------------------------------------------------------------------------------
 * Plans (issue 20, spec 01 sections 3 and 9): the tiers, what each costs for 30, 90 and 365 days, the plan options
 * it turns on and the limits it sets; a new business's free trial; buying a plan or SMS credit online; and the
 * operator's plan administration.
 * ---------------------------------------------------------------------------------------------------------------- */

export const planTiers = ['economic', 'standard', 'professional'] as const;
export type PlanTier = (typeof planTiers)[number];

/** A new business's plan: the standard tier's options and limits for `trialDays`, free. */
export const trialPlan = 'trial';
export const trialDays = 14;

/** The periods sold: the API's `months` and the days each buys (spec 01 section 9). */
export const planPeriods = [
  { months: 1, days: 30 },
  { months: 3, days: 90 },
  { months: 12, days: 365 },
] as const;
export type PlanMonths = (typeof planPeriods)[number]['months'];

/** A tier's caps; a limit it does not name is unlimited. */
export type PlanLimitValues = Partial<Record<PlanLimit, number>>;

export interface PlanTerms {
  /** plan options it turns on (value `active`); the others are off */
  options: readonly PlanOption[];
  limits: PlanLimitValues;
  /** rials, by months */
  prices: Readonly<Record<PlanMonths, Money>>;
}

/** The catalogue: three months cost a tenth less than three single ones, a year about a fifth less than twelve. */
export const planCatalogue: Readonly<Record<PlanTier, PlanTerms>> = {
  economic: {
    options: ['documentsSystem', 'lockSystem'],
    limits: { personLimit: 100, userLimit: 1, monthlyInvoiceLimit: 100, entrepotLimit: 1 },
    prices: { 1: '2000000', 3: '5400000', 12: '19000000' },
  },
  standard: {
    options: ['documentsSystem', 'lockSystem', 'commissionSystem', 'taxPayerSystem', 'integratorSystem', 'woocommerceIntegrator', 'portalIntegrator'],
    limits: { personLimit: 1000, userLimit: 5, monthlyInvoiceLimit: 1000, entrepotLimit: 3 },
    prices: { 1: '4000000', 3: '10800000', 12: '38000000' },
  },
  professional: {
    options: planOptions,
    limits: {},
    prices: { 1: '8000000', 3: '21600000', 12: '76000000' },
  },
};

/** SMS credit: rials a message, and how many one purchase buys at least and at most. */
export const smsCreditPrice: Money = '2500';
export const smsPurchaseLimits = { min: 100, max: 100_000 } as const;

/** What business.plan_options holds on a tier (or the trial, which is the standard tier's): its options active, its limits as digits. */
export function planOptionsOf(tier: PlanTier): Record<string, string> {
  const { options, limits } = planCatalogue[tier];
  return {
    ...Object.fromEntries(options.map((option) => [option, 'active'])),
    ...Object.fromEntries(Object.entries(limits).map(([limit, value]) => [limit, String(value)])),
  };
}

/** The plan's cap of one kind, from business.plan_options: a whole number, or null (unset or not a number) for none. */
export function planLimitOf(options: Readonly<Record<string, string>>, limit: PlanLimit): number | null {
  const value = options[limit];
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : null;
}

/** The days `months` buy. */
export function daysOfMonths(months: PlanMonths): number {
  return planPeriods.find((period) => period.months === months)?.days ?? 30;
}

/** What `count` messages of SMS credit cost, in rials. */
export function smsCreditAmount(count: number): Money {
  return multiplyMoney(smsCreditPrice, String(count));
}

const planTier = z.enum(planTiers, 'invalid-plan');
const planMonths = z.union([z.literal(1), z.literal(3), z.literal(12)], 'invalid-plan-months');

/** `GET plans` (public: /pricing and /plans): every tier with its prices, options and limits (null: unlimited). */
export const planCatalogueResponse = z.object({
  currency: z.literal('IRR'),
  trialDays: z.number().int(),
  tiers: z.array(
    z.object({
      plan: planTier,
      options: z.array(z.string()),
      limits: z.record(z.string(), z.number().int().nullable()),
      prices: z.array(z.object({ months: planMonths, days: z.number().int(), price: z.string() })),
    }),
  ),
  sms: z.object({ price: z.string(), min: z.number().int(), max: z.number().int() }),
});
export type PlanCatalogueResponse = z.infer<typeof planCatalogueResponse>;

/** The catalogue as `GET plans` answers it. */
export function planCatalogueBody(): PlanCatalogueResponse {
  return {
    currency: 'IRR',
    trialDays,
    tiers: planTiers.map((plan) => {
      const { options, limits, prices } = planCatalogue[plan];
      return {
        plan,
        options: [...options],
        // No tier caps products, so the comparison leaves them out.
        limits: Object.fromEntries(planLimits.filter((limit) => limit !== 'productLimit').map((limit) => [limit, limits[limit] ?? null])),
        prices: planPeriods.map(({ months, days }) => ({ months, days, price: prices[months] })),
      };
    }),
    sms: { price: smsCreditPrice, ...smsPurchaseLimits },
  };
}

/** `POST plans/checkout` (the business's administrator): a tier for 1, 3 or 12 months. */
export const planCheckoutRequest = z.strictObject({ plan: planTier, months: planMonths });
/** `POST sms/checkout` (the business's administrator): messages of SMS credit. */
export const smsCheckoutRequest = z.strictObject({ count: wholeNumber(z.number().int().min(smsPurchaseLimits.min).max(smsPurchaseLimits.max)) });
/** Both checkouts answer the gateway's payment page to send the browser to. */
export const checkoutResponse = z.object({ redirect: z.string() });

/** `GET plans/verify?Authority&Status` (public): the gateway's return, as the web's /plans/result page passes it on. */
export const paymentReturnQuery = z.object({ Authority: z.string().trim().min(1).max(100), Status: z.enum(['OK', 'NOK'], 'invalid-value') });

/** The outcome of a payment's return: paid or not, the business's plan and expiry after it, the gateway's reference. */
export const paymentOutcome = z.object({
  paid: z.boolean(),
  kind: z.enum(['plan', 'sms']),
  plan: z.string(),
  expiresOn: z.string().nullable(),
  smsCredit: z.number().int(),
  refId: z.string().nullable(),
  message: z.string(),
});
export type PaymentOutcome = z.infer<typeof paymentOutcome>;

/** `GET plan-administration` (the service's operator): every business with its plan. */
export const planAdministrationResponse = z.object({
  data: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      plan: z.string(),
      expiresOn: z.string().nullable(),
      smsCredit: z.number().int(),
      owner: z.object({ username: z.string(), mobile: z.string().nullable() }).nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type PlanAdministrationResponse = z.infer<typeof planAdministrationResponse>;

/** `POST plan-administration/extend`: days more for a business (from today if its plan has run out), on another tier if named. */
export const planExtendRequest = z.strictObject({
  key: z.string().trim().min(1).max(100),
  days: wholeNumber(z.number().int().min(1).max(3660)),
  plan: planTier.optional(),
});
/** The business's plan and last day after the extension, and a message saying so. */
export const planExtendResponse = z.object({ key: z.string(), plan: z.string(), expiresOn: z.string(), message: z.string() });
