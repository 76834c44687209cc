import { permissionSets, type ResourceDefinition, type ResourcePermissions } from '@hesab/contract';
import type { MemberAccess } from '../../http/access.ts';
import { ForbiddenError } from '../../http/errors.ts';
import { holdsPermission, type Member } from '../tenancy/index.ts';
import type { ResourceRow } from './binding.ts';

/* Resources whose kinds have permissions of their own (a product and a service, spec 01 section 6): a route is
   reached with any kind's permission, and the store then keeps to the kinds the member holds it for. */

export type ResourceAction = keyof ResourcePermissions;

/** The kinds of record (values of the definition's kinds field) a member may reach by one action. */
export type KindScope = readonly string[];

function actionPermission(permissions: ResourcePermissions, action: ResourceAction): string {
  // The spec's kinds without a remove permission are removable by whoever may edit them.
  return action === 'remove' ? (permissions.remove ?? permissions.edit) : permissions[action];
}

/** A route's access for an action: the action's permission of any kind. */
export function actionAccess(definition: ResourceDefinition, action: ResourceAction): MemberAccess {
  const permissions = [...new Set(permissionSets(definition).map((set) => actionPermission(set, action)))];
  if (permissions.includes('member')) return 'member';
  const [only] = permissions;
  return permissions.length === 1 && only !== undefined ? { permission: only } : { anyPermission: permissions };
}

/** The kinds the member may act on; undefined where the resource has no kinds, so every record is in reach. */
export function kindScope(definition: ResourceDefinition, member: Member, action: ResourceAction): KindScope | undefined {
  const kinds = definition.kinds;
  if (!kinds) return undefined;
  return Object.entries(kinds.permissions)
    .filter(([, permissions]) => {
      const permission = actionPermission(permissions, action);
      return permission === 'member' || holdsPermission(member, permission);
    })
    .map(([kind]) => kind);
}

/** Refuses (403) a record, or a record's input, of a kind outside the scope. */
export function requireInScope(definition: ResourceDefinition, scope: KindScope | undefined, row: ResourceRow): void {
  const field = definition.kinds?.field;
  if (scope === undefined || field === undefined) return;
  if (!scope.includes(String(row[field]))) throw new ForbiddenError('forbidden');
}
