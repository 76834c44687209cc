export type {
  ComputedFilter,
  HookContext,
  PagedRecords,
  ResourceBinding,
  ResourceHooks,
  ResourceRow,
  ResourceStore,
  ResourceTable,
} from './binding.ts';
export { databaseErrorCode, translateDatabaseError } from './database-errors.ts';
export { parseJsonFilters } from './list-query.ts';
export { registerResources, type RegisteredResource, type ResourceRegistry } from './routes.ts';
