export { warehouseBindings } from './bindings.ts';
export { registerWarehouseRoutes } from './routes.ts';
export { registerTurnoverRoutes } from './turnover-routes.ts';
export { deliveredByRemittances } from './deliveries.ts';
export { registerWarehouseLogDeletion } from './log-deletion.ts';
