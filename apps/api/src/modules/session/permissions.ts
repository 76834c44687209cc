import {
  allPermissions,
  alwaysAllowedRoutes,
  buildMenu,
  isRouteName,
  menuTree,
  type MenuFilter,
  type PermissionsResponse,
} from '@hesab/contract';
import type { Executor } from '@hesab/db';
import { businessSettings, holdsPermission, menuBookmarksOf, type Member } from '../tenancy/index.ts';

/** `getdetail?select=getPermissions`: what the user may open, the menu, and the bookmarked top-bar entries. */
export async function loadPermissions(db: Executor, member: Member): Promise<PermissionsResponse> {
  const bookmarks = await menuBookmarksOf(db, member.businessId, member.userId);
  if (!bookmarks) throw new Error(`membership of user ${member.userId} in business ${member.businessId} not found`);
  const { config } = await businessSettings(db, member.businessId);

  const filter: MenuFilter = {
    mayOpen: (route) => alwaysAllowedRoutes.includes(route) || holdsPermission(member, route),
    planOption: (option) => member.planOptions[option] === 'active',
    configFlag: (flag) => config[flag] === 'active',
  };
  return {
    permissions: member.admin ? [...allPermissions] : [...member.permissions],
    config,
    plan: member.planOptions,
    rank: member.admin ? 1 : 2,
    mn: buildMenu(menuTree, filter),
    adm: member.admin,
    tmn: buildMenu(bookmarks.filter(isRouteName).map((route) => ({ route })), filter),
    acs: member.admin ? 'admin' : 'user',
    cuid: member.userId,
  };
}
