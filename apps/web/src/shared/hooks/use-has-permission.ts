import { planAllows, type PermissionsResponse } from '@hesab/contract';
import { usePermissions } from '../session/session-queries.ts';

/**
 * Whether the permission list (spec 01 section 6) holds `permission` and the business's plan has its screen on, as
 * the server checks both.
 */
export function permits(permissions: PermissionsResponse, permission: string): boolean {
  return permissions.permissions.includes(permission) && planAllows(permission, permissions.plan);
}

/** Whether the user may use what `permission` opens; false until the permission list has loaded. */
export function useHasPermission(permission: string): boolean {
  const { data } = usePermissions();
  return data !== undefined && permits(data, permission);
}
