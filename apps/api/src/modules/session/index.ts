export { bookmarkedMenu } from './permissions.ts';
export { registerSessionRoutes, sessionDetailSelects } from './routes.ts';
