import { withNeededPermissions } from '@hesab/contract';
import type { ResourceHooks, ResourceRow } from '../resources/index.ts';
import { requireMayChangeRole, requireRightsWithin } from './logins.ts';

function permissionsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((permission): permission is string => typeof permission === 'string') : [];
}

const storedRole = (row: ResourceRow) => ({ id: Number(row.id), permissions: permissionsOf(row.permissions) });

/**
 * A role holds what each of its permissions needs (issue 36): what is sent is saved with what it needs added
 * (`Sell` brings `SellList`), as the role editor ticks them, so an older client's role still works.
 * A role gains only rights its editor holds (403 otherwise): a member with the role screens cannot widen its own
 * role, or one it hands out, past its own rights. Nor may it edit or remove a role an administrator holds or one
 * holding a right it lacks (requireMayChangeRole). Rights the role already had may stay.
 */
export const roleHooks: ResourceHooks = {
  async beforeWrite({ tx, actor }, values, before) {
    if (before) await requireMayChangeRole(tx, actor, storedRole(before));
    if (values.permissions !== undefined) values.permissions = withNeededPermissions(permissionsOf(values.permissions));
    const had = permissionsOf(before?.permissions);
    await requireRightsWithin(tx, actor, permissionsOf(values.permissions).filter((permission) => !had.includes(permission)));
  },
  async beforeRemove({ tx, actor }, row) {
    await requireMayChangeRole(tx, actor, storedRole(row));
  },
};
