import { messageBody } from '@hesab/contract';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../shared/api/client.ts';
import { clearSessionOnLogout, isLoggedIn } from '../../shared/api/session-store.ts';

/** Revokes the token (a failure changes nothing: the token is dropped anyway), clears the session, goes to login. */
export function LogoutPage({ to }: { to: '/login' | '/mlogin' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    // Strict mode runs effects twice; the token must be revoked once.
    if (started.current) return;
    started.current = true;
    const revoke = isLoggedIn() ? api.post('logout', {}, messageBody).catch(() => undefined) : Promise.resolve();
    void revoke.then(() => {
      clearSessionOnLogout();
      queryClient.clear();
      navigate(to, { replace: true });
    });
  }, [navigate, queryClient, to]);

  return (
    <Box sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', alignContent: 'center', gap: 2 }}>
      <CircularProgress />
      <Typography color="text.secondary">{t('logout.inProgress')}</Typography>
    </Box>
  );
}
