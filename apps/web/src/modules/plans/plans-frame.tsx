import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { isLoggedIn } from '../../shared/api/session-store.ts';
import { LanguageSwitcher } from '../../shared/i18n/language-switcher.tsx';

/**
 * The public pages of plans and payment (spec 01 section 2: /pricing, /plans, the gateway's return): the product's
 * bar, the way into the app (or to sign up) and the page, centred.
 */
export function PlansFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const loggedIn = isLoggedIn();
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <title>{`${title} | ${t('app.name')}`}</title>
      <AppBar position="static" elevation={1}>
        <Toolbar sx={{ gap: 1 }}>
          <Typography variant="h6" component="div" sx={{ flexGrow: 1, fontWeight: 800 }}>
            {t('app.name')}
          </Typography>
          <LanguageSwitcher color="inherit" />
          <Button color="inherit" component={RouterLink} to={loggedIn ? '/' : '/login'} startIcon={<ArrowBackIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />}>
            {loggedIn ? t('menu.dashboard') : t('login.submit')}
          </Button>
        </Toolbar>
      </AppBar>
      <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 1, fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
          {title}
        </Typography>
        {children}
      </Container>
    </Box>
  );
}
