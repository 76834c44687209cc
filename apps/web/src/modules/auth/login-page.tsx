import { loginResponse, type BusinessSummary, type LoginRequest, type LoginResponse } from '@hesab/contract';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../shared/api/client.ts';
import { saveSession } from '../../shared/api/session-store.ts';
import { LanguageSwitcher } from '../../shared/i18n/language-switcher.tsx';
import { useNotify } from '../../shared/notify/notify-context.ts';
import { BusinessChooser } from './business-chooser.tsx';
import { LoginForm } from './login-form.tsx';
import { loginDestination } from './login-destination.ts';

/** /login, and /mlogin in a compact layout for the mobile app. Wrong credentials (420) show the server's message. */
export function LoginPage({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [choosing, setChoosing] = useState<LoginResponse | null>(null);

  const enter = (token: string, business: BusinessSummary) => {
    // The previous user's session data must not leak into this one.
    queryClient.clear();
    saveSession(token, business.key);
    navigate(loginDestination(), { replace: true });
  };

  const login = useMutation({
    mutationFn: (credentials: LoginRequest) => api.post('login', credentials, loginResponse),
    onSuccess: (answer) => {
      const [only, ...others] = answer.businesses;
      if (!only) notify.error(t('login.noBusiness'));
      else if (others.length === 0) enter(answer.token, only);
      else setChoosing(answer);
    },
  });

  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        alignItems: compact ? 'stretch' : 'center',
        justifyContent: 'center',
        p: compact ? 0 : 2,
        background: compact ? undefined : 'linear-gradient(135deg, #0066FF 0%, #2196F3 55%, #E3F0FF 100%)',
      }}
    >
      <title>{`${t('login.submit')} | ${t('app.name')}`}</title>
      <Paper
        elevation={compact ? 0 : 6}
        square={compact}
        sx={{ width: '100%', maxWidth: compact ? 'none' : 420, p: compact ? 2 : { xs: 3, sm: 4 } }}
      >
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
        {choosing ? (
          <BusinessChooser
            businesses={choosing.businesses}
            onChoose={(business) => enter(choosing.token, business)}
            onBack={() => setChoosing(null)}
          />
        ) : (
          <>
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
              {t('login.title')}
            </Typography>
            <LoginForm pending={login.isPending} onSubmit={(credentials) => login.mutate(credentials)} />
          </>
        )}
      </Paper>
    </Box>
  );
}
