import type { InitResponse } from '@hesab/contract';
import { localizeDigits } from '@hesab/domain';
import AccountCircle from '@mui/icons-material/AccountCircle';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { BusinessSwitcher } from '../../modules/auth/business-switcher.tsx';
import { LanguageSwitcher } from '../../shared/i18n/language-switcher.tsx';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { useGuardedNavigate } from '../../shared/navigation/use-guarded-navigate.ts';
import { BookmarksButton } from './bookmarks-button.tsx';

interface TopBarProps {
  session: InitResponse | undefined;
  /** shown on phones, where the menu is a temporary drawer */
  onOpenMenu?: () => void;
}

export function TopBar({ session, onOpenMenu }: TopBarProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const navigate = useGuardedNavigate();

  return (
    <AppBar
      position="fixed"
      elevation={1}
      // Above the permanent desktop menu; on phones the temporary menu drawer covers the bar instead.
      sx={(theme) => ({
        [theme.breakpoints.up('md')]: { zIndex: theme.zIndex.drawer + 1 },
        // The business's app bar opacity (setting/index): the page shows through a bar less than opaque.
        ...(session && session.appBarsOpacity < 1 && { bgcolor: alpha(theme.palette.primary.main, session.appBarsOpacity), backdropFilter: 'blur(6px)' }),
      })}
    >
      <Toolbar sx={{ gap: 1, px: { xs: 1, sm: 2 } }}>
        {onOpenMenu && (
          <IconButton color="inherit" edge="start" aria-label={t('layout.openMenu')} onClick={onOpenMenu}>
            <MenuIcon />
          </IconButton>
        )}
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          {session ? (
            <BusinessSwitcher name={session.businessName} />
          ) : (
            <Typography variant="h6" component="div" noWrap>
              {t('app.name')}
            </Typography>
          )}
        </Box>
        {session && (
          <Box sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', gap: 1 }}>
            <Tooltip title={t('layout.financialYear')}>
              <Chip
                size="small"
                icon={<CalendarMonthIcon sx={{ color: 'inherit !important' }} />}
                label={localizeDigits(session.year, language)}
                sx={{ color: 'inherit', bgcolor: 'rgba(255,255,255,0.16)' }}
                data-testid="financial-year"
              />
            </Tooltip>
            <Chip
              size="small"
              icon={<AccountCircle sx={{ color: 'inherit !important' }} />}
              label={session.userName}
              sx={{ color: 'inherit', bgcolor: 'rgba(255,255,255,0.16)' }}
              data-testid="user-name"
            />
          </Box>
        )}
        {session && <BookmarksButton />}
        <LanguageSwitcher color="inherit" />
        <Tooltip title={t('layout.logout')}>
          <IconButton
            color="inherit"
            aria-label={t('layout.logout')}
            onClick={() => navigate('/logout')}
            data-testid="logout"
          >
            <LogoutIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />
          </IconButton>
        </Tooltip>
      </Toolbar>
    </AppBar>
  );
}
