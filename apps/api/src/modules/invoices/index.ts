export { invoiceBinding } from './binding.ts';
export { registerCostRoutes } from './cost-routes.ts';
export { registerPresaleRoutes } from './presale-routes.ts';
export { registerInvoiceReports } from './report-routes.ts';
