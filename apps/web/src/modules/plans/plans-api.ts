import { checkoutResponse, paymentOutcome, planAdministrationResponse, planCatalogueResponse, planExtendResponse, type PlanMonths, type PlanTier } from '@hesab/contract';
import { api } from '../../shared/api/client.ts';

/* Plans and payments (issue 20), as `packages/contract/src/signup.ts` names them. */

export const plansApi = {
  catalogue: () => api.get('plans', planCatalogueResponse),
  checkoutPlan: (plan: PlanTier, months: PlanMonths) => api.post('plans/checkout', { plan, months }, checkoutResponse),
  checkoutSms: (count: number) => api.post('sms/checkout', { count }, checkoutResponse),
  verify: (query: { Authority: string; Status: string }) => api.get('plans/verify', paymentOutcome, query),
  businesses: () => api.get('plan-administration', planAdministrationResponse),
  extend: (body: { key: string; days: number; plan?: PlanTier }) => api.post('plan-administration/extend', body, planExtendResponse),
};

export const planQueryKeys = {
  catalogue: ['plans', 'catalogue'] as const,
  administration: ['plans', 'administration'] as const,
};
