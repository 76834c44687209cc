export { registerPlanRoutes, type PlanRoutesOptions } from './routes.ts';
export { PaymentGatewayError, ZarinpalGateway, type PaymentGateway, type PaymentRequest, type Verification } from './payment-gateway.ts';
export { trialPlanFrom, type PlanStanding } from './plan-terms.ts';
export { gatewayOf, gatewayRefusal, verifiedReference } from './checkout.ts';
