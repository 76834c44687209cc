export { warehouseBindings } from './bindings.ts';
export { registerWarehouseRoutes } from './routes.ts';
