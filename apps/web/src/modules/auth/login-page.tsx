import { loginResponse, type BusinessSummary, type LoginRequest, type LoginResponse } from '@hesab/contract';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { api } from '../../shared/api/client.ts';
import { saveSession, saveToken } from '../../shared/api/session-store.ts';
import { AuthFrame } from './auth-frame.tsx';
import { BusinessChooser } from './business-chooser.tsx';
import { LoginForm } from './login-form.tsx';
import { loginDestination } from './login-destination.ts';

/** /login, and /mlogin in a compact layout for the mobile app. Wrong credentials (420) show the server's message. */
export function LoginPage({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
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
      if (!only) {
        // Signed up but no business made yet: sign-up's next step makes the first.
        queryClient.clear();
        saveToken(answer.token);
        void navigate('/register/shop', { replace: true });
      } else if (others.length === 0) enter(answer.token, only);
      else setChoosing(answer);
    },
  });

  return (
    <AuthFrame title={t('login.submit')} compact={compact}>
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
          <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mt: 2 }}>
            <Link component={RouterLink} to="/register/index" data-testid="to-register">
              {t('signup.noAccount')}
            </Link>
            <Link component={RouterLink} to="/email/verification" data-testid="to-forgot">
              {t('signup.forgotLink')}
            </Link>
          </Stack>
        </>
      )}
    </AuthFrame>
  );
}
