import { holdsPermission, type Member } from '../modules/tenancy/index.ts';

/**
 * What a route needs before its handler runs. Every route declares one; a test walks the registered routes and
 * fails where one does not.
 * - `public`: anyone (login, documentation, the web app's files);
 * - `user`: a valid token, no business (logout);
 * - `member`: a valid token and membership of the business named by the `domain` header;
 * - `{ permission }`: a member whose role holds that permission string (an admin holds all);
 * - `{ anyPermission }`: a member holding any of them (a resource whose kinds have permissions of their own).
 */
export type Access = 'public' | 'user' | MemberAccess;

/** The access of a route that needs a member of the business. */
export type MemberAccess = 'member' | { permission: string } | { anyPermission: readonly string[] };

export function describeAccess(access: Access): string {
  if (typeof access === 'string') return access;
  return 'permission' in access ? `permission:${access.permission}` : `permission:${access.anyPermission.join('|')}`;
}

export function memberMay(member: Member, access: MemberAccess): boolean {
  if (access === 'member') return true;
  if ('permission' in access) return holdsPermission(member, access.permission);
  return access.anyPermission.some((permission) => holdsPermission(member, permission));
}
