export { registerProfileRoutes } from './routes.ts';
