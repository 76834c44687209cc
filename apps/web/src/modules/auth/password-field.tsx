import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newPasswordProblem } from './new-password.ts';

interface PasswordFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  error?: boolean;
  helperText?: string | undefined;
}

/** A password box whose text can be shown and hidden again; always left to right, whatever the page's direction. */
export function PasswordField({ label, name, value, onChange, autoComplete, error = false, helperText }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      label={label}
      name={name}
      type={shown ? 'text' : 'password'}
      autoComplete={autoComplete}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      helperText={helperText}
      fullWidth
      slotProps={{
        htmlInput: { dir: 'ltr', required: true },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label={t(shown ? 'login.hidePassword' : 'login.showPassword')} onClick={() => setShown(!shown)} edge="end">
                {shown ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

interface NewPasswordProps {
  label: string;
  password: string;
  repeat: string;
  onPassword: (value: string) => void;
  onRepeat: (value: string) => void;
  attempted: boolean;
  /** the form's submit button under them: its text, whether the form is being sent, its test id */
  submit: { label: string; pending: boolean; testId: string };
}

/** A new password and its repetition, each saying what is wrong once the form was tried, then the form's button. */
export function NewPasswordFields(props: NewPasswordProps) {
  const { t } = useTranslation();
  const problem = props.attempted ? newPasswordProblem(props.password, props.repeat) : null;
  return (
    <>
      <PasswordField label={props.label} name="password" autoComplete="new-password" value={props.password} onChange={props.onPassword} error={problem === 'short'} helperText={problem === 'short' ? t('signup.passwordShort') : undefined} />
      <PasswordField label={t('signup.passwordRepeat')} name="repeat" autoComplete="new-password" value={props.repeat} onChange={props.onRepeat} error={problem === 'differ'} helperText={problem === 'differ' ? t('signup.passwordsDiffer') : undefined} />
      <Button type="submit" variant="contained" size="large" disabled={props.submit.pending} data-testid={props.submit.testId}>
        {props.submit.label}
      </Button>
    </>
  );
}
