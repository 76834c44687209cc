export type {
  HookContext,
  PagedRecords,
  ResourceBinding,
  ResourceHooks,
  ResourceRow,
  ResourceStore,
  ResourceTable,
} from './binding.ts';
export { columnOf, listOrder } from './list-query.ts';
export { registerResources, type RegisteredResource, type ResourceRegistry } from './routes.ts';
