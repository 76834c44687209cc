export { registerDocumentRoutes } from './document-routes.ts';
export { registerCodingRoutes } from './routes.ts';
export { seedStandardChart } from './standard-chart.ts';
export { accountingDetailSelects } from './account-picker.ts';
export { accountBook } from './book.ts';
export { loadSystemAccounts, requireSystemAccounts } from './system-accounts.ts';
