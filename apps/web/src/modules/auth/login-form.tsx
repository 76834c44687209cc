import type { LoginRequest } from '@hesab/contract';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from './password-field.tsx';

interface LoginFormProps {
  pending: boolean;
  onSubmit: (credentials: LoginRequest) => void;
}

export function LoginForm({ pending, onSubmit }: LoginFormProps) {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [attempted, setAttempted] = useState(false);
  const usernameMissing = attempted && username.trim() === '';
  const passwordMissing = attempted && password === '';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    if (username.trim() === '' || password === '') return;
    onSubmit({ username: username.trim(), password });
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate data-testid="login-form">
      <TextField
        label={t('login.username')}
        name="username"
        autoComplete="username"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        error={usernameMissing}
        helperText={usernameMissing ? t('common.required') : undefined}
        autoFocus
        fullWidth
        // No asterisk: on a login form both fields are obviously needed, and the labels stay exact.
        slotProps={{ htmlInput: { dir: 'auto', required: true } }}
      />
      <PasswordField
        label={t('login.password')}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        error={passwordMissing}
        helperText={passwordMissing ? t('common.required') : undefined}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={pending}
        startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        {t('login.submit')}
      </Button>
    </Stack>
  );
}
