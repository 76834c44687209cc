import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  checkoutResponse,
  paymentOutcome,
  paymentReturnQuery,
  planAdministrationResponse,
  planCatalogueBody,
  planCatalogueResponse,
  planCheckoutRequest,
  planExtendRequest,
  planExtendResponse,
  smsCheckoutRequest,
} from '@hesab/contract';
import { formatJalali } from '@hesab/domain';
import { translateServerMessage } from '@hesab/i18n';
import { ForbiddenError } from '../../http/errors.ts';
import { requireMember, requireUser } from '../../http/request-context.ts';
import { checkout, type PaymentSetup } from './checkout.ts';
import { settleReturn } from './payment-return.ts';
import { businessPlans, extendPlan, requireOperator } from './plan-administration.ts';

export type PlanRoutesOptions = PaymentSetup;

/**
 * Plans (issue 20): the catalogue for /pricing and /plans; buying a plan or SMS credit through the payment gateway
 * and the gateway's return; the operator's plan administration.
 */
export function registerPlanRoutes(app: FastifyInstance, options: PlanRoutesOptions): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['plans'];
  // Both are asked after the access hook and before the body is read: a refused caller learns nothing of it.
  const administrator = {
    config: { access: 'member' },
    onRequest: async (request: FastifyRequest) => {
      if (!requireMember(request).admin) throw new ForbiddenError('business-admin-only');
    },
  } as const;
  const operator = {
    config: { access: 'user' },
    onRequest: (request: FastifyRequest) => requireOperator(options.db, requireUser(request).userId),
  } as const;
  const body = planCatalogueBody();
  routes.get('/plans', { config: { access: 'public' }, schema: { tags, response: { 200: planCatalogueResponse } } }, () => body);
  // Only the business's administrator buys for it, not a member whose role holds every permission.
  routes.post('/plans/checkout', { ...administrator, schema: { tags, body: planCheckoutRequest, response: { 200: checkoutResponse } } }, (request) =>
    checkout(options, requireMember(request), request.lang, { kind: 'plan', ...request.body }),
  );
  routes.post('/sms/checkout', { ...administrator, schema: { tags, body: smsCheckoutRequest, response: { 200: checkoutResponse } } }, (request) =>
    checkout(options, requireMember(request), request.lang, { kind: 'sms', count: request.body.count }),
  );
  // Public: the gateway sends the buyer's browser back with the authority alone, to the web's /plans/result page.
  routes.get('/plans/verify', { config: { access: 'public' }, schema: { tags, querystring: paymentReturnQuery, response: { 200: paymentOutcome } } }, (request) =>
    settleReturn(options, request.query, request.lang),
  );
  routes.get('/plan-administration', { ...operator, schema: { tags, response: { 200: planAdministrationResponse } } }, () => businessPlans(options.db));
  routes.post(
    '/plan-administration/extend',
    { ...operator, schema: { tags, body: planExtendRequest, response: { 200: planExtendResponse } } },
    async (request) => {
      const extended = await extendPlan(options.db, request.body);
      const message = translateServerMessage(request.lang, 'plan-extended', { business: extended.name, date: extended.expiresOn, jalali: formatJalali(extended.expiresOn) });
      return { key: extended.key, plan: extended.plan, expiresOn: extended.expiresOn, message };
    },
  );
}
