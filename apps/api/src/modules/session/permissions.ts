import { and, eq } from 'drizzle-orm';
import {
  allPermissions,
  alwaysAllowedRoutes,
  buildMenu,
  isRouteName,
  menuTree,
  type MenuFilter,
  type PermissionsResponse,
} from '@hesab/contract';
import { business, membership, type Executor } from '@hesab/db';
import { holdsPermission, type Member } from '../tenancy/membership.ts';

/** `getdetail?select=getPermissions`: what the user may open, the menu, and the bookmarked top-bar entries. */
export async function loadPermissions(db: Executor, member: Member): Promise<PermissionsResponse> {
  const [row] = await db
    .select({ config: business.config, bookmarks: membership.menuBookmarks })
    .from(business)
    .innerJoin(membership, eq(membership.businessId, business.id))
    .where(and(eq(business.id, member.businessId), eq(membership.userId, member.userId)));
  if (!row) throw new Error(`membership of user ${member.userId} in business ${member.businessId} not found`);

  const filter: MenuFilter = {
    mayOpen: (route) => alwaysAllowedRoutes.includes(route) || holdsPermission(member, route),
    planOption: (option) => member.planOptions[option] === 'active',
    configFlag: (flag) => row.config[flag] === 'active',
  };
  return {
    permissions: member.admin ? [...allPermissions] : [...member.permissions],
    config: row.config,
    plan: member.planOptions,
    rank: member.admin ? 1 : 2,
    mn: buildMenu(menuTree, filter),
    adm: member.admin,
    tmn: buildMenu(row.bookmarks.filter(isRouteName).map((route) => ({ route })), filter),
    acs: member.admin ? 'admin' : 'user',
    cuid: member.userId,
  };
}
