import { formatMobile, localizeDigits } from '@hesab/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { readAppKey, readToken, saveToken } from '../../shared/api/session-store.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { useNotify } from '../../shared/notify/notify-context.ts';
import { AuthFrame, ToLogin } from './auth-frame.tsx';
import { NewPasswordFields } from './password-field.tsx';
import { SignupSteps } from './signup-steps.tsx';
import { signupApi } from './signup-api.ts';
import { newPasswordProblem } from './new-password.ts';

/**
 * /register/index: a mobile number confirmed by the code it is sent, then a username and password make the account;
 * its first business comes next. A logged-in user goes on to where sign-up left them.
 */
export function RegisterAccountPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [mobile, setMobile] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [attempted, setAttempted] = useState(false);

  const sendCode = useMutation({
    mutationFn: () => signupApi.sendCode(mobile),
    onSuccess: (answer) => {
      notify.success(answer.message);
      setSentTo(mobile);
    },
  });
  const register = useMutation({
    mutationFn: () => signupApi.register({ mobile: sentTo ?? mobile, code, username: username.trim(), password }),
    onSuccess: (answer) => {
      queryClient.clear();
      saveToken(answer.token);
      void navigate('/register/shop', { replace: true });
    },
  });
  if (readToken() !== null) return <Navigate to={readAppKey() === null ? '/register/shop' : '/'} replace />;

  const submitMobile = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mobile.trim() !== '') sendCode.mutate();
  };
  const submitAccount = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    if (newPasswordProblem(password, repeat) === null && code.trim() !== '' && username.trim() !== '') register.mutate();
  };

  return (
    <AuthFrame title={t('signup.title')} wide heading={<SignupSteps active="account" />}>
      {sentTo === null ? (
        <Stack component="form" spacing={2} onSubmit={submitMobile} noValidate data-testid="register-mobile-form">
          <TextField
            label={t('signup.mobile')}
            name="mobile"
            autoComplete="tel"
            value={mobile}
            onChange={(event) => setMobile(event.target.value)}
            helperText={t('signup.mobileHint')}
            autoFocus
            fullWidth
            slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'tel', required: true } }}
          />
          <Button type="submit" variant="contained" size="large" disabled={sendCode.isPending} data-testid="register-send-code">
            {t('signup.sendCode')}
          </Button>
        </Stack>
      ) : (
        <Stack component="form" spacing={2} onSubmit={submitAccount} noValidate data-testid="register-account-form">
          <TextField
            label={t('signup.code')}
            name="code"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            helperText={t('signup.codeHint', { mobile: localizeDigits(formatMobile(sentTo), language) })}
            autoFocus
            fullWidth
            slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric', maxLength: 8, required: true } }}
          />
          <TextField
            label={t('signup.username')}
            name="username"
            autoComplete="username"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            helperText={t('signup.usernameHint')}
            error={attempted && username.trim() === ''}
            fullWidth
            slotProps={{ htmlInput: { dir: 'ltr', required: true } }}
          />
          <NewPasswordFields
            label={t('signup.password')}
            password={password}
            repeat={repeat}
            onPassword={setPassword}
            onRepeat={setRepeat}
            attempted={attempted}
            submit={{ label: t('signup.createAccount'), pending: register.isPending, testId: 'register-create' }}
          />
          <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
            <Button size="small" disabled={sendCode.isPending} onClick={() => sendCode.mutate()}>
              {t('signup.resendCode')}
            </Button>
            <Button size="small" onClick={() => setSentTo(null)}>
              {t('signup.changeMobile')}
            </Button>
          </Stack>
        </Stack>
      )}
      <ToLogin text={t('signup.haveAccount')} />
    </AuthFrame>
  );
}
