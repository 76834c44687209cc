import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useNotify } from '../../shared/notify/notify-context.ts';
import { AuthFrame, AuthHeading, ToLogin } from './auth-frame.tsx';
import { newPasswordProblem } from './new-password.ts';
import { NewPasswordFields } from './password-field.tsx';
import { signupApi } from './signup-api.ts';

/** /password/reset?token=…: the e-mailed link's page, where the new password is set (once; the link then expires). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [attempted, setAttempted] = useState(false);
  const reset = useMutation({
    mutationFn: () => signupApi.reset({ token, password }),
    onSuccess: (answer) => {
      notify.success(answer.message);
      void navigate('/login', { replace: true });
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    if (newPasswordProblem(password, repeat) === null) reset.mutate();
  };
  return (
    <AuthFrame title={t('signup.resetTitle')} heading={<AuthHeading>{t('signup.resetTitle')}</AuthHeading>}>
      {token === '' ? (
        <Alert severity="warning">{t('signup.noToken')}</Alert>
      ) : (
        <Stack component="form" spacing={2} onSubmit={submit} noValidate data-testid="reset-form">
          <NewPasswordFields
            label={t('signup.newPassword')}
            password={password}
            repeat={repeat}
            onPassword={setPassword}
            onRepeat={setRepeat}
            attempted={attempted}
            submit={{ label: t('signup.setPassword'), pending: reset.isPending, testId: 'reset-submit' }}
          />
        </Stack>
      )}
      <ToLogin text={t('signup.backToLogin')} />
    </AuthFrame>
  );
}
