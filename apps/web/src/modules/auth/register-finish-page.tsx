import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { readAppKey } from '../../shared/api/session-store.ts';
import { AuthFrame } from './auth-frame.tsx';
import { businessNameOf } from './signup-state.ts';
import { SignupSteps } from './signup-steps.tsx';

/** /register/finish: the business is ready; on to its dashboard. */
export function RegisterFinishPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state } = useLocation();
  if (readAppKey() === null) return <Navigate to="/register/index" replace />;
  const name = businessNameOf(state);
  return (
    <AuthFrame title={t('signup.finishTitle')} wide heading={<SignupSteps active="finish" />}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <CheckCircleIcon color="success" sx={{ fontSize: 56 }} />
        <Typography variant="h6" component="h2">
          {t('signup.finishTitle')}
        </Typography>
        <Typography variant="body1">{t('signup.finishText', { name })}</Typography>
        <Button variant="contained" size="large" autoFocus onClick={() => void navigate('/', { replace: true })} data-testid="register-to-dashboard">
          {t('signup.toDashboard')}
        </Button>
      </Stack>
    </AuthFrame>
  );
}
