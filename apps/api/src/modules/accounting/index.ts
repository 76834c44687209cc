export { registerDocumentRoutes } from './document-routes.ts';
export { registerCodingRoutes } from './routes.ts';
export { seedStandardChart } from './standard-chart.ts';
