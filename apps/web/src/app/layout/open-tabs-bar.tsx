import { appRoutes, menuTitleOfPath } from '@hesab/contract';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { GuardedLink } from '../../shared/navigation/guarded-link.tsx';
import { useNavigationGuard } from '../../shared/navigation/navigation-guard-context.ts';
import { useOpenTabs, type OpenTab } from './open-tabs-context.ts';

/** The bar of open pages: links (so ctrl-click opens a browser tab), the current one highlighted. */
export function OpenTabsBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { tabs, close } = useOpenTabs();
  const guard = useNavigationGuard();
  const navigate = useNavigate();
  const activeRef = useRef<HTMLDivElement>(null);

  // The bar scrolls sideways when the tabs outgrow it: the current page's tab is scrolled into view, sideways only
  // (scrollIntoView would scroll the page too).
  useEffect(() => {
    const tab = activeRef.current;
    const bar = tab?.parentElement;
    if (!tab || !bar) return;
    const shown = bar.getBoundingClientRect();
    const wanted = tab.getBoundingClientRect();
    if (wanted.left < shown.left) bar.scrollBy({ left: wanted.left - shown.left });
    else if (wanted.right > shown.right) bar.scrollBy({ left: wanted.right - shown.right });
  }, [pathname, tabs]);

  if (tabs.length === 0) return null;

  const closeTab = async (tab: OpenTab, index: number) => {
    if (tab.pathname !== pathname) {
      close(tab.pathname);
      return;
    }
    // Closing the current page leaves it, so unsaved work is asked about before the tab goes.
    if (!(await guard.confirmLeave())) return;
    const neighbour = tabs[index + 1] ?? tabs[index - 1];
    close(tab.pathname);
    navigate(neighbour ? neighbour.pathname + neighbour.search : appRoutes.Dashboard.path);
  };

  return (
    <Box
      component="nav"
      aria-label={t('layout.openTabs')}
      data-testid="open-tabs"
      sx={{
        display: 'flex',
        gap: 0.5,
        px: { xs: 1, md: 2 },
        pt: 1,
        overflowX: 'auto',
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        scrollbarWidth: 'thin',
      }}
    >
      {tabs.map((tab, index) => {
        const active = tab.pathname === pathname;
        const routeTitle = t(menuTitleOfPath(tab.pathname) ?? appRoutes[tab.name].title);
        const title = tab.label ? `${routeTitle}: ${tab.label}` : routeTitle;
        return (
          <Box
            key={tab.pathname}
            ref={active ? activeRef : undefined}
            data-testid="open-tab"
            data-active={active}
            sx={{
              display: 'flex',
              alignItems: 'center',
              flexShrink: 0,
              borderBottom: 2,
              borderColor: active ? 'primary.main' : 'transparent',
              bgcolor: active ? 'action.selected' : 'transparent',
              borderRadius: '8px 8px 0 0',
            }}
          >
            <Box
              component={GuardedLink}
              to={tab.pathname + tab.search}
              aria-current={active ? 'page' : undefined}
              sx={{
                pl: 1.5,
                py: 1,
                color: active ? 'primary.main' : 'text.secondary',
                fontWeight: active ? 600 : 400,
                textDecoration: 'none',
                whiteSpace: 'nowrap',
                fontSize: '0.875rem',
              }}
            >
              {title}
            </Box>
            <IconButton
              size="small"
              aria-label={t('layout.closeTab', { title })}
              onClick={() => void closeTab(tab, index)}
              sx={{ mx: 0.5 }}
            >
              <CloseIcon sx={{ fontSize: 16 }} />
            </IconButton>
          </Box>
        );
      })}
    </Box>
  );
}
