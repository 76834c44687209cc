import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import LinearProgress from '@mui/material/LinearProgress';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Suspense, useState, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useInit } from '../../shared/session/session-queries.ts';
import { BusinessLookProvider } from '../providers/business-look.tsx';
import { DrawerHeader } from './drawer-header.tsx';
import { OpenTabsBar } from './open-tabs-bar.tsx';
import { OpenTabsProvider } from './open-tabs-provider.tsx';
import { PageErrorBoundary } from './page-error-boundary.tsx';
import { SideMenu } from './side-menu.tsx';
import { TopBar } from './top-bar.tsx';
import { useSessionLanguage } from './use-session-language.ts';

const drawerWidth = 260;
/** The hover menu's width while closed: its icons alone. */
const railWidth = 64;

/** The frame of every logged-in page in the business's look (setting/index). */
export function AppLayout({ children }: { children?: ReactNode }) {
  return (
    <BusinessLookProvider>
      <AppFrame>{children}</AppFrame>
    </BusinessLookProvider>
  );
}

/**
 * App bar, side menu (permanent on desktop, or, where the business chose the hover menu, a rail of icons that opens
 * over the page under the pointer; a drawer on phones), open tabs.
 */
function AppFrame({ children }: { children?: ReactNode }) {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const init = useInit();
  useSessionLanguage(init.data?.lang);
  const rail = desktop && init.data?.hoverMenu === true;

  return (
    <OpenTabsProvider>
      <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
        <TopBar session={init.data} onOpenMenu={desktop ? undefined : () => setMenuOpen(true)} />
        <Box component="aside" sx={{ width: { md: rail ? railWidth : drawerWidth }, flexShrink: { md: 0 } }}>
          <Drawer
            variant={desktop ? 'permanent' : 'temporary'}
            open={desktop || menuOpen}
            onClose={() => setMenuOpen(false)}
            ModalProps={{ keepMounted: true }}
            data-testid={rail ? 'side-menu-rail' : undefined}
            sx={{
              '& .MuiDrawer-paper': { width: drawerWidth, boxSizing: 'border-box' },
              ...(rail && {
                '& .MuiDrawer-paper': {
                  width: railWidth,
                  boxSizing: 'border-box',
                  overflowX: 'hidden',
                  // Closed, each entry is its icon: its text stays on one line, cut off, not wrapped under it.
                  '& .MuiListItemText-root': { whiteSpace: 'nowrap' },
                  transition: theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
                  '&:hover, &:focus-within': { width: drawerWidth, boxShadow: theme.shadows[8] },
                },
              }),
            }}
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
