import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LanguageSwitcher } from '../../shared/i18n/language-switcher.tsx';

/**
 * The card the pages before the app stand in (login, sign-up, a forgotten password): the product's name, the
 * language, what the page is (`heading`, a sign-up step's progress; `hint`), and its content; `compact` fills a
 * phone's screen for the mobile app (/mlogin).
 */
export function AuthFrame(props: { title: string; compact?: boolean; wide?: boolean; heading?: ReactNode; hint?: string; children: ReactNode }) {
  const { title, compact = false, wide = false, heading, hint, children } = props;
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        alignItems: compact ? 'stretch' : 'center',
        justifyContent: 'center',
        p: compact ? 0 : { xs: 1, sm: 2 },
        background: compact ? undefined : 'linear-gradient(135deg, #0066FF 0%, #2196F3 55%, #E3F0FF 100%)',
      }}
    >
      <title>{`${title} | ${t('app.name')}`}</title>
      <Paper elevation={compact ? 0 : 6} square={compact} sx={{ width: '100%', maxWidth: compact ? 'none' : wide ? 560 : 420, p: compact ? 2 : { xs: 2.5, sm: 4 } }}>
        <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 3 }}>
          <Box>
            <Typography variant={compact ? 'h5' : 'h4'} component="h1" color="primary" sx={{ fontWeight: 800 }}>
              {t('app.name')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('app.tagline')}
            </Typography>
          </Box>
          <LanguageSwitcher />
        </Stack>
        {heading}
        {hint !== undefined && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {hint}
          </Typography>
        )}
        {children}
      </Paper>
    </Box>
  );
}

/** A page's title in the card. */
export function AuthHeading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h6" component="h2" gutterBottom>
      {children}
    </Typography>
  );
}

/** The way back to /login (or to it with another text) under a page's form. */
export function ToLogin({ text }: { text: string }) {
  return (
    <Typography variant="body2" sx={{ mt: 2 }}>
      <Link component={RouterLink} to="/login">
        {text}
      </Link>
    </Typography>
  );
}
