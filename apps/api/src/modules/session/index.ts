export { bookmarkedMenu } from './permissions.ts';
export { defaultCurrencyDetail, registerSessionRoutes, sessionDetailSelects } from './routes.ts';
