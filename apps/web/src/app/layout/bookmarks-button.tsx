import { addressOfMenuEntry, menuBookmarkResponse, menuEntryOfBookmark } from '@hesab/contract';
import BookmarkAddIcon from '@mui/icons-material/BookmarkAdd';
import BookmarkRemoveIcon from '@mui/icons-material/BookmarkRemove';
import BookmarksIcon from '@mui/icons-material/Bookmarks';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { api } from '../../shared/api/client.ts';
import { GuardedLink } from '../../shared/navigation/guarded-link.tsx';
import { useNotify } from '../../shared/notify/notify-context.ts';
import { sessionQueryKeys, useInit, usePermissions } from '../../shared/session/session-queries.ts';
import { menuIcon } from './menu-icons.ts';

/** Whether a kept bookmark (an address, or a screen's name as bookmarks were first kept) is the menu entry at `address`. */
const bookmarks = (bookmark: string, address: string) => {
  const entry = menuEntryOfBookmark(bookmark);
  return entry !== undefined && addressOfMenuEntry(entry) === address;
};

/**
 * The member's bookmarked screens (`menuBookmark`, listed as `tmn`) in the top bar: each opens its screen, and the
 * page on screen, where it is a menu entry, is bookmarked or taken off from here. The dashboard lists them too.
 */
export function BookmarksButton() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const init = useInit();
  const permissions = usePermissions();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const kept = init.data?.menuBookmark ?? [];
  const entry = menuEntryOfBookmark(pathname);
  const here = entry && addressOfMenuEntry(entry) === pathname ? pathname : undefined;
  const marked = here !== undefined && kept.some((bookmark) => bookmarks(bookmark, here));
  const save = useMutation({
    mutationFn: (menuBookmark: string[]) => api.put('menuBookmark', { menuBookmark }, menuBookmarkResponse),
    onSuccess: ({ message }) => {
      notify.success(message);
      setAnchor(null);
      void queryClient.invalidateQueries({ queryKey: sessionQueryKeys.init });
      void queryClient.invalidateQueries({ queryKey: sessionQueryKeys.permissions });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
  const toggle = () => {
    if (here === undefined) return;
    save.mutate(marked ? kept.filter((bookmark) => !bookmarks(bookmark, here)) : [...kept, here]);
  };
  const listed = permissions.data?.tmn ?? [];

  return (
    <>
      <Tooltip title={t('layout.bookmarks')}>
        <IconButton color="inherit" aria-label={t('layout.bookmarks')} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)} data-testid="bookmarks">
          <BookmarksIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ list: { dense: true, 'aria-label': t('layout.bookmarks') } }}>
        {here !== undefined && (
          <MenuItem onClick={toggle} disabled={save.isPending} data-testid="bookmark-page">
            <ListItemIcon>{marked ? <BookmarkRemoveIcon fontSize="small" /> : <BookmarkAddIcon fontSize="small" />}</ListItemIcon>
            <ListItemText primary={t(marked ? 'layout.unbookmarkPage' : 'layout.bookmarkPage')} />
          </MenuItem>
        )}
        {here !== undefined && <Divider />}
        {listed.length === 0 && (
          <MenuItem disabled>
            <ListItemText primary={t('layout.noBookmarks')} />
          </MenuItem>
        )}
        {listed.map((item) => {
          const Icon = menuIcon(item.icon);
          return (
            <MenuItem key={item.to} component={GuardedLink} to={item.to ?? '/'} selected={item.to === pathname} onClick={() => setAnchor(null)} data-testid="bookmark">
              <ListItemIcon>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={t(item.title)} />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
