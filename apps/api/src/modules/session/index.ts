export { registerSessionRoutes, sessionDetailSelects } from './routes.ts';
