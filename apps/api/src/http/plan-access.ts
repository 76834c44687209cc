import { planAllows } from '@hesab/contract';
import { holdsPermission, type Member } from '../modules/tenancy/index.ts';
import type { MemberAccess } from './access.ts';

/**
 * Whether the business's plan lets the member through a route's access: through a permission they hold whose
 * screen's plan option, if it has one, is `active` (spec 01 section 6). Checked after the permission, so a screen
 * the plan has off answers with its own message, to administrators too.
 */
export function planAllowsAccess(member: Member, access: MemberAccess): boolean {
  if (access === 'member') return true;
  const permissions = 'permission' in access ? [access.permission] : access.anyPermission;
  return permissions.some((permission) => holdsPermission(member, permission) && planAllows(permission, member.planOptions));
}
