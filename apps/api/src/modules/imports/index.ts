export { markInterruptedImports } from './import-run.ts';
export { registerImportRoutes } from './routes.ts';
