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
export { columnOf } from './binding.ts';
export { databaseErrorCode, translateDatabaseError } from './database-errors.ts';
export { actionAccess, kindScope, requireInScope } from './kind-scope.ts';
export { parseJsonFilters } from './list-query.ts';
export { batchInserter, insertRecord, registerResources, updateRecord, type RegisteredResource, type ResourceRegistry } from './routes.ts';
export type { TagValues } from './record-store.ts';
