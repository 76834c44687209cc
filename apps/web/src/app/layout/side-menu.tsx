import { isRouteName, type MenuItem } from '@hesab/contract';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { GuardedLink } from '../../shared/navigation/guarded-link.tsx';
import { usePermissions } from '../../shared/session/session-queries.ts';
import { routePages } from '../routes/route-pages.ts';
import { menuIcon } from './menu-icons.ts';

interface EntryProps {
  item: MenuItem;
  depth: number;
  onNavigate: () => void;
}

const entrySx = { borderRadius: 2, mx: 1 } as const;

function containsPath(item: MenuItem, pathname: string): boolean {
  return item.to === pathname || (item.children ?? []).some((child) => containsPath(child, pathname));
}

function MenuGroup({ item, depth, onNavigate }: EntryProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(() => containsPath(item, pathname));
  const Icon = menuIcon(item.icon);
  return (
    <>
      <ListItemButton onClick={() => setOpen(!open)} aria-expanded={open} sx={{ ...entrySx, pl: 2 + depth * 2 }}>
        <ListItemIcon sx={{ minWidth: 40 }}>
          <Icon />
        </ListItemIcon>
        <ListItemText primary={t(item.title)} />
        {open ? <ExpandLess /> : <ExpandMore />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List disablePadding>
          {(item.children ?? []).map((child) => (
            <MenuEntry key={child.to ?? child.title} item={child} depth={depth + 1} onNavigate={onNavigate} />
          ))}
        </List>
      </Collapse>
    </>
  );
}

function MenuEntry({ item, depth, onNavigate }: EntryProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (item.children && item.children.length > 0) {
    return <MenuGroup item={item} depth={depth} onNavigate={onNavigate} />;
  }
  if (!item.to) return null;
  const Icon = menuIcon(item.icon);
  const selected = item.to === pathname;
  return (
    <ListItemButton
      component={GuardedLink}
      to={item.to}
      selected={selected}
      aria-current={selected ? 'page' : undefined}
      onClick={(event) => {
        // A ctrl- or middle-click opens a browser tab, so the phone drawer stays as it is.
        if (!event.ctrlKey && !event.metaKey) onNavigate();
      }}
      sx={{ ...entrySx, pl: 2 + depth * 2 }}
    >
      <ListItemIcon sx={{ minWidth: 40, color: selected ? 'primary.main' : undefined }}>
        <Icon />
      </ListItemIcon>
      <ListItemText primary={t(item.title)} />
    </ListItemButton>
  );
}

/**
 * The entries this build has a page for: the contract declares some screens (of plan options whose modules come
 * later) before their pages, and the server lists them for whoever may open them.
 */
function servedItems(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => {
    if (item.name !== undefined && isRouteName(item.name) && !routePages[item.name]) return [];
    if (!item.children) return [item];
    const children = servedItems(item.children);
    return children.length > 0 ? [{ ...item, children }] : [];
  });
}

/** The side menu the server sends (`mn`), entries as links so ctrl-click opens them in a new browser tab. */
export function SideMenu({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const permissions = usePermissions();
  return (
    <List component="nav" aria-label={t('layout.mainMenu')} data-testid="side-menu">
      {permissions.isPending
        ? [0, 1, 2].map((row) => <Skeleton key={row} height={40} sx={{ mx: 2 }} />)
        : servedItems(permissions.data?.mn ?? []).map((item) => (
            <MenuEntry key={item.to ?? item.title} item={item} depth={0} onNavigate={onNavigate} />
          ))}
    </List>
  );
}
