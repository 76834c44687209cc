import { permissionsNeeding, withNeededPermissions } from '@hesab/contract';

/** A role's permissions after a change, and what came or went with it beyond what was ticked or unticked. */
export interface PermissionChange {
  permissions: string[];
  /** the permissions the change brought or took along (what a granted one needs, what needed a taken one) */
  along: string[];
}

/** Grants `names` with everything they need. */
export function grant(held: readonly string[], names: readonly string[]): PermissionChange {
  const permissions = withNeededPermissions([...held, ...names]);
  return { permissions, along: permissions.filter((name) => !held.includes(name) && !names.includes(name)) };
}

/** Takes `names` away with every held permission that needs one of them, since those are no use without it. */
export function revoke(held: readonly string[], names: readonly string[]): PermissionChange {
  const taken = new Set(names.flatMap((name) => [name, ...permissionsNeeding(name, held)]));
  return {
    permissions: held.filter((name) => !taken.has(name)),
    along: held.filter((name) => taken.has(name) && !names.includes(name)),
  };
}
