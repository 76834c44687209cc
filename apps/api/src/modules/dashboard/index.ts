export { dashboardOf } from './dashboard.ts';
export { registerDashboardRoutes } from './routes.ts';
