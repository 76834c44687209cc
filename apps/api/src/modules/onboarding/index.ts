// Opening a business touches tenancy, auth, accounting and inventory; it lives above them so that none of those
// (tenancy least of all, which every module reads) depends on another to be created.
export { createBusiness, type CreatedBusiness, type NewBusiness } from './create-business.ts';
export { seedFirstRun, type FirstRunResult } from './first-run.ts';
export { registerBusinessRoutes } from './business-routes.ts';
