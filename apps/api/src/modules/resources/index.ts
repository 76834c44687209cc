export type { HookContext, ResourceBinding, ResourceHooks, ResourceRow, ResourceTable } from './binding.ts';
export { registerResources, type RegisteredResource, type ResourceRegistry } from './routes.ts';
