import type { ResourceDefinition } from '@hesab/contract';

export interface ResourceAccess {
  view: boolean;
  create: boolean;
  edit: boolean;
  remove: boolean;
}

/** What a user holding `permissions` may do with a resource; `member` is anyone logged in to the business. */
export function resourceAccess(definition: ResourceDefinition, permissions: readonly string[]): ResourceAccess {
  const may = (permission: string) => permission === 'member' || permissions.includes(permission);
  const { view, create, edit, remove } = definition.permissions;
  // A kind without a remove permission of its own is removable by whoever may edit it (spec 01 section 6).
  return { view: may(view), create: may(create), edit: may(edit), remove: remove === null ? may(edit) : may(remove) };
}
