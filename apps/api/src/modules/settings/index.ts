export { registerSettingRoutes } from './routes.ts';
