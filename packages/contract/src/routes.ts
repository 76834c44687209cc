/**
 * The web app's named routes (spec 01 section 2). A route's name is also the permission string that opens it:
 * the guard sends a user whose permission list lacks the name to /403 (Dashboard excepted).
 * Later modules add their screens here; the menu and the guard read this one list.
 */
export const appRoutes = {
  Dashboard: { path: '/', icon: 'dashboard', title: 'menu.dashboard' },
  profile: { path: '/users/profile', icon: 'person', title: 'menu.profile' },
} as const satisfies Record<string, AppRoute>;

export interface AppRoute {
  /** path as the browser shows it */
  path: string;
  /** a Material icon name */
  icon: string;
  /** i18n key of the menu title */
  title: string;
}

export type RouteName = keyof typeof appRoutes;

/** Routes that need no login; /login and /mlogin are for guests only. */
export const publicPaths = ['/login', '/mlogin', '/logout', '/mlogout', '/403'] as const;
export const guestOnlyPaths = ['/login', '/mlogin'] as const;

/** Whoever is logged in may open these whatever the permission list says. */
export const alwaysAllowedRoutes: readonly RouteName[] = ['Dashboard'];
