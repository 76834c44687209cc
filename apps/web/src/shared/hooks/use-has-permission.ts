import { usePermissions } from '../session/session-queries.ts';

/** Whether the user's permission list (spec 01 section 6) holds `permission`; false until it has loaded. */
export function useHasPermission(permission: string): boolean {
  const { data } = usePermissions();
  return data?.permissions.includes(permission) ?? false;
}
