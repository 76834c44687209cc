import { normalizeMobile } from '@hesab/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useNotify } from '../../shared/notify/notify-context.ts';
import { AuthFrame, AuthHeading, ToLogin } from './auth-frame.tsx';
import { newPasswordProblem } from './new-password.ts';
import { NewPasswordFields } from './password-field.tsx';
import { signupApi } from './signup-api.ts';

type Who = { username: string } | { mobile: string } | { email: string };

/** What the user typed, as the account is looked up: an e-mail address, a mobile number, else a username. */
function whoOf(text: string): Who {
  const typed = text.trim();
  if (typed.includes('@')) return { email: typed };
  const mobile = normalizeMobile(typed);
  return mobile === null ? { username: typed } : { mobile };
}

/**
 * /email/verification: a forgotten password. The account's username, mobile or e-mail gets a code by SMS and a link
 * by e-mail (the answer never says whether there is such an account); the code is then typed here with the new
 * password, or the link opened (/password/reset).
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const [whoText, setWhoText] = useState('');
  const [asked, setAsked] = useState<{ who: Who; message: string } | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [attempted, setAttempted] = useState(false);
  const forgot = useMutation({
    mutationFn: (who: Who) => signupApi.forgot(who),
    onSuccess: (answer, who) => setAsked({ who, message: answer.message }),
  });
  const reset = useMutation({
    mutationFn: (who: Who) => signupApi.reset({ code: code.trim(), password, ...('email' in who ? {} : who) }),
    onSuccess: (answer) => {
      notify.success(answer.message);
      void navigate('/login', { replace: true });
    },
  });

  const submitWho = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (whoText.trim() !== '') forgot.mutate(whoOf(whoText));
  };
  const submitCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    if (asked && code.trim() !== '' && newPasswordProblem(password, repeat) === null) reset.mutate(asked.who);
  };
  return (
    <AuthFrame title={t('signup.forgotTitle')} heading={<AuthHeading>{t('signup.forgotTitle')}</AuthHeading>}>
      {asked === null ? (
        <Stack component="form" spacing={2} onSubmit={submitWho} noValidate data-testid="forgot-form">
          <Typography variant="body2" color="text.secondary">
            {t('signup.forgotHint')}
          </Typography>
          <TextField label={t('signup.who')} name="who" autoComplete="username" value={whoText} onChange={(event) => setWhoText(event.target.value)} autoFocus fullWidth slotProps={{ htmlInput: { dir: 'ltr', required: true } }} />
          <Button type="submit" variant="contained" size="large" disabled={forgot.isPending} data-testid="forgot-send">
            {t('signup.sendReset')}
          </Button>
        </Stack>
      ) : (
        <Stack component="form" spacing={2} onSubmit={submitCode} noValidate data-testid="forgot-code-form">
          <Alert severity="info" data-testid="forgot-sent">
            {asked.message}
          </Alert>
          <Typography variant="body2" color="text.secondary">
            {t('signup.codeStepHint')}
          </Typography>
          <TextField label={t('signup.code')} name="code" autoComplete="one-time-code" value={code} onChange={(event) => setCode(event.target.value)} autoFocus fullWidth slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric', maxLength: 8 } }} />
          <NewPasswordFields
            label={t('signup.newPassword')}
            password={password}
            repeat={repeat}
            onPassword={setPassword}
            onRepeat={setRepeat}
            attempted={attempted}
            submit={{ label: t('signup.setPassword'), pending: reset.isPending, testId: 'forgot-reset' }}
          />
        </Stack>
      )}
      <ToLogin text={t('signup.backToLogin')} />
    </AuthFrame>
  );
}
