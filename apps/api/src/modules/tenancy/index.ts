export { tenancyBindings } from './bindings.ts';
export {
  businessesOfUser,
  businessRecord,
  businessSettings,
  businessToday,
  businessProfileOf,
  documentSettings,
  lockForNewProduct,
  printDefaultsOf,
  setDocumentSettings,
  currencyDecimals,
  defaultCurrency,
  fileSecretOf,
  findFileSecret,
  lockPlanOptions,
  menuBookmarksOf,
  setMenuBookmarks,
  offeredCurrencies,
  spendSmsCredit,
  type BusinessRecord,
  type BusinessSettings,
  type CurrencyRecord,
  gatewayAccountIn,
} from './business-settings.ts';
export {
  addSmsCredit,
  businessPlanOf,
  everyBusinessPlan,
  lockBusinessPlan,
  memberCount,
  refuseNewDocumentsPastPlan,
  setBusinessPlan,
  type BusinessPlan,
} from './business-plan.ts';
export { anyBusinessExists, insertBusiness, jalaliYearFrom, jalaliYearOf, setPlanOptions, setUpNewBusiness } from './create-business.ts';
export { appliedAccess, audienceOf, findMember, findMemberOf, holdsPermission, seesCosts, type Member } from './membership.ts';
export {
  addDays,
  closeFinancialYear,
  financialYearById,
  findNextYear,
  lockMainYear,
  nextYearSpan,
  openNextYear,
} from './financial-years.ts';
export { mainFinancialYear, mainYearFor, type FinancialYear } from './main-year.ts';
export { newDocumentFacts, newDocumentsFacts, writeFacts, writeYearFor, type WriteFacts } from './write-facts.ts';
