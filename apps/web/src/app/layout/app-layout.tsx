import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import LinearProgress from '@mui/material/LinearProgress';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Suspense, useState, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useInit } from '../../shared/session/session-queries.ts';
import { DrawerHeader } from './drawer-header.tsx';
import { OpenTabsBar } from './open-tabs-bar.tsx';
import { OpenTabsProvider } from './open-tabs-provider.tsx';
import { PageErrorBoundary } from './page-error-boundary.tsx';
import { SideMenu } from './side-menu.tsx';
import { TopBar } from './top-bar.tsx';
import { useSessionLanguage } from './use-session-language.ts';

const drawerWidth = 260;

/** The frame of every logged-in page: app bar, side menu (permanent on desktop, a drawer on phones), open tabs. */
export function AppLayout({ children }: { children?: ReactNode }) {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const init = useInit();
  useSessionLanguage(init.data?.lang);

  return (
    <OpenTabsProvider>
      <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
        <TopBar session={init.data} onOpenMenu={desktop ? undefined : () => setMenuOpen(true)} />
        <Box component="aside" sx={{ width: { md: drawerWidth }, flexShrink: { md: 0 } }}>
          <Drawer
            variant={desktop ? 'permanent' : 'temporary'}
            open={desktop || menuOpen}
            onClose={() => setMenuOpen(false)}
            ModalProps={{ keepMounted: true }}
            sx={{ '& .MuiDrawer-paper': { width: drawerWidth, boxSizing: 'border-box' } }}
          >
            {desktop ? <Toolbar /> : <DrawerHeader session={init.data} />}
            <SideMenu onNavigate={() => setMenuOpen(false)} />
          </Drawer>
        </Box>
        <Box component="main" sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <Toolbar />
          {init.isPending && <LinearProgress />}
          <OpenTabsBar />
          <Box sx={{ p: { xs: 2, md: 3 }, flexGrow: 1 }}>
            <PageErrorBoundary key={pathname}>
              <Suspense fallback={<LinearProgress />}>{children ?? <Outlet />}</Suspense>
            </PageErrorBoundary>
          </Box>
        </Box>
      </Box>
    </OpenTabsProvider>
  );
}
