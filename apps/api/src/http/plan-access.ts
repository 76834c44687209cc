import { planAllows } from '@hesab/contract';
import { holdsPermission, type Member } from '../modules/tenancy/index.ts';
import type { MemberAccess } from './access.ts';
import { ForbiddenError } from './errors.ts';

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

/**
 * For a handler that learns the permission it needs from the request (a report's type): refuses (403) a member
 * without it, and one whose plan has its option off with the message offering the plan, as a route's access does.
 */
export function requireUse(member: Member, permission: string): void {
  if (!holdsPermission(member, permission)) throw new ForbiddenError('forbidden');
  if (!planAllowsAccess(member, { permission })) throw new ForbiddenError('plan-feature-off');
}
