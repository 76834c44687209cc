export { registerReportRoutes } from './report-routes.ts';
export { accountingDocumentBinding } from './accounting-documents.ts';
export { registerCodingRoutes } from './routes.ts';
export { seedStandardChart } from './standard-chart.ts';
export { accountingDetailSelects } from './account-picker.ts';
export { detailAccountBinding } from './bindings.ts';
export { accountBook } from './book.ts';
export { trialBalance } from './trial-balance.ts';
export { loadSystemAccounts, requireSystemAccounts } from './system-accounts.ts';
