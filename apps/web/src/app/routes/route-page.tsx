import { appRoutes, type RouteName } from '@hesab/contract';
import LinearProgress from '@mui/material/LinearProgress';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { BusinessLookProvider } from '../providers/business-look.tsx';
import { RequirePermission } from '../guards/require-permission.tsx';
import { useOpenTabs } from '../layout/open-tabs-context.ts';
import type { RoutePageComponent } from './route-pages.ts';

function OpenAsTab({ name }: { name: RouteName }) {
  const { pathname, search } = useLocation();
  const { visit } = useOpenTabs();
  useEffect(() => {
    visit({ name, pathname, search });
  }, [visit, name, pathname, search]);
  return null;
}

/** A named route's page behind its permission; every visit keeps the route in the bar of open tabs. */
export function RoutePage({ name, page: Page }: { name: RouteName; page: RoutePageComponent }) {
  const { t } = useTranslation();
  return (
    <RequirePermission name={name}>
      <OpenAsTab name={name} />
      <title>{`${t(appRoutes[name].title)} | ${t('app.name')}`}</title>
      <Page />
    </RequirePermission>
  );
}

/** A full-screen route's page (the cashier's): behind its permission, outside the frame and its tabs. */
export function FullScreenPage({ name, page: Page }: { name: RouteName; page: RoutePageComponent }) {
  const { t } = useTranslation();
  return (
    <BusinessLookProvider>
      <RequirePermission name={name}>
        <title>{`${t(appRoutes[name].title)} | ${t('app.name')}`}</title>
        <Suspense fallback={<LinearProgress />}>
          <Page />
        </Suspense>
      </RequirePermission>
    </BusinessLookProvider>
  );
}
