import type { MenuItem } from '@hesab/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { GuardedLink } from '../../shared/navigation/guarded-link.tsx';
import { useInit, usePermissions } from '../../shared/session/session-queries.ts';

/** A menu group's screens, however deep, as links. */
function screensOf(item: MenuItem): MenuItem[] {
  if (item.children) return item.children.flatMap(screensOf);
  return item.to ? [item] : [];
}

function ScreenLinks({ items }: { items: readonly MenuItem[] }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {items.map((item) => (
        <Button key={item.to} component={GuardedLink} to={item.to ?? '/'} variant="outlined" size="small" data-testid="home-link">
          {t(item.title)}
        </Button>
      ))}
    </Box>
  );
}

/**
 * Home (spec 01 section 2, `home`): where a member starts: their bookmarks, then every screen the menu offers them,
 * by its section, one click away. `served` leaves out screens this build has no page for yet.
 */
export function HomePage({ served }: { served: (item: MenuItem) => boolean }) {
  const { t } = useTranslation();
  const init = useInit();
  const permissions = usePermissions();
  if (init.isPending || permissions.isPending) return <LinearProgress />;
  const menu = permissions.data?.mn ?? [];
  const screens = menu.flatMap(screensOf).filter(served);
  const bookmarks = (init.data?.menuBookmark ?? []).flatMap((bookmark) => screens.find((item) => item.to === bookmark || item.name === bookmark) ?? []);
  const sections = menu.filter((item) => item.children).map((item) => ({ item, screens: screensOf(item).filter(served) }));
  return (
    <Stack spacing={2} data-testid="home">
      <Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t('screens.home.greeting', { name: init.data?.userName ?? '' })}
        </Typography>
        <Typography color="text.secondary">{t('screens.home.intro', { business: init.data?.businessName ?? '' })}</Typography>
      </Box>
      {bookmarks.length > 0 && (
        <Paper variant="outlined" sx={{ p: 2 }} data-testid="home-bookmarks">
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            {t('screens.home.bookmarks')}
          </Typography>
          <ScreenLinks items={bookmarks} />
        </Paper>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' }, gap: 2 }}>
        {sections
          .filter((section) => section.screens.length > 0)
          .map(({ item, screens: links }) => (
            <Paper key={item.title} variant="outlined" sx={{ p: 2 }} data-testid="home-section">
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
                {t(item.title)}
              </Typography>
              <ScreenLinks items={links} />
            </Paper>
          ))}
      </Box>
    </Stack>
  );
}
