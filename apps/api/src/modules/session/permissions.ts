import {
  allPermissions,
  alwaysAllowedRoutes,
  buildMenu,
  menuEntryOfBookmark,
  menuTree,
  type MenuFilter,
  type MenuItem,
  type PermissionsResponse,
} from '@hesab/contract';
import type { Executor } from '@hesab/db';
import { businessSettings, holdsPermission, menuBookmarksOf, type Member } from '../tenancy/index.ts';

/** What the member may see of the menu: screens they hold, under the plan's options and the business's settings. */
function menuFilterOf(member: Member, config: Readonly<Record<string, string>>): MenuFilter {
  return {
    mayOpen: (route) => alwaysAllowedRoutes.includes(route) || holdsPermission(member, route),
    planOption: (option) => member.planOptions[option] === 'active',
    configFlag: (flag) => config[flag] === 'active',
  };
}

/** The member's bookmarked menu entries (`menuBookmark`) as the top bar lists them: those the member may still open. */
function bookmarkedEntries(bookmarks: readonly string[], filter: MenuFilter): MenuItem[] {
  return buildMenu(
    bookmarks.flatMap((bookmark) => menuEntryOfBookmark(bookmark) ?? []),
    filter,
  );
}

async function bookmarksOf(db: Executor, member: Member): Promise<string[]> {
  const bookmarks = await menuBookmarksOf(db, member.businessId, member.userId);
  if (!bookmarks) throw new Error(`membership of user ${member.userId} in business ${member.businessId} not found`);
  return bookmarks;
}

/** The top bar's bookmarked entries of the member, for the dashboard. */
export async function bookmarkedMenu(db: Executor, member: Member): Promise<MenuItem[]> {
  return bookmarkedEntries(await bookmarksOf(db, member), menuFilterOf(member, member.config));
}

/** `getdetail?select=getPermissions`: what the user may open, the menu, and the bookmarked top-bar entries. */
export async function loadPermissions(db: Executor, member: Member): Promise<PermissionsResponse> {
  const bookmarks = await bookmarksOf(db, member);
  const { config } = await businessSettings(db, member.businessId);
  const filter = menuFilterOf(member, config);
  return {
    permissions: member.admin ? [...allPermissions] : [...member.permissions],
    config,
    plan: member.planOptions,
    rank: member.admin ? 1 : 2,
    mn: buildMenu(menuTree, filter),
    adm: member.admin,
    tmn: bookmarkedEntries(bookmarks, filter),
    acs: member.admin ? 'admin' : 'user',
    cuid: member.userId,
  };
}
