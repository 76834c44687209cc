import { kindPermissions, type ResourceDefinition } from '@hesab/contract';
import type { ListFilters } from './list-state.ts';

export interface ResourceAccess {
  view: boolean;
  create: boolean;
  edit: boolean;
  remove: boolean;
}

/**
 * What a user holding `permissions` may do with a resource, or with one kind of its records (a service); `member`
 * is anyone logged in to the business.
 */
export function resourceAccess(definition: ResourceDefinition, permissions: readonly string[], kind?: string): ResourceAccess {
  const may = (permission: string) => permission === 'member' || permissions.includes(permission);
  const { view, create, edit, remove } = kindPermissions(definition, kind);
  // A kind without a remove permission of its own is removable by whoever may edit it (spec 01 section 6).
  return { view: may(view), create: may(create), edit: may(edit), remove: remove === null ? may(edit) : may(remove) };
}

/** The one kind of record a list's fixed filters keep it to (service/list), where the resource has kinds. */
export function kindOfFilters(definition: ResourceDefinition, filters: ListFilters | undefined): string | undefined {
  const value = definition.kinds ? filters?.[definition.kinds.field] : undefined;
  return typeof value === 'string' ? value : undefined;
}
