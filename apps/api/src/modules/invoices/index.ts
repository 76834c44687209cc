export { invoiceBinding } from './binding.ts';
export { registerCostRoutes } from './cost-routes.ts';
export { registerPresaleRoutes } from './presale-routes.ts';
