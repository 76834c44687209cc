import type { RouteName } from '@hesab/contract';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** The page of every named route in the contract's appRoutes; a new screen adds its line here. */
export const routePages: Record<RouteName, LazyExoticComponent<ComponentType>> = {
  Dashboard: lazy(async () => ({
    default: (await import('../../modules/dashboard/dashboard-page.tsx')).DashboardPage,
  })),
  profile: lazy(async () => ({
    default: (await import('../../modules/profile/profile-page.tsx')).ProfilePage,
  })),
};
