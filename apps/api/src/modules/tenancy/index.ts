export { createBusiness, jalaliYearOf, type CreatedBusiness, type NewBusiness } from './create-business.ts';
export { seedFirstRun, type FirstRunResult } from './first-run.ts';
export { audienceOf, findMember, holdsPermission, type Member } from './membership.ts';
export { mainFinancialYear } from './main-year.ts';
