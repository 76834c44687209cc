import type { ResourceHooks } from '../resources/index.ts';
import { requireRightsWithin } from './logins.ts';

function permissionsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((permission): permission is string => typeof permission === 'string') : [];
}

/**
 * A role gains only rights its editor holds (403 otherwise): a member with the role screens cannot widen its own
 * role, or one it hands out, past its own rights. Rights the role already had may stay.
 */
export const roleHooks: ResourceHooks = {
  async beforeWrite({ tx, actor }, values, before) {
    const had = permissionsOf(before?.permissions);
    await requireRightsWithin(tx, actor, permissionsOf(values.permissions).filter((permission) => !had.includes(permission)));
  },
};
