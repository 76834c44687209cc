import TextField from '@mui/material/TextField';
import type { FieldOf, FieldTypeSpec, InputProps } from './field-type.ts';

type PasswordLike = FieldOf<'password'>;

/** A new password; left empty when editing, it keeps the old one. Never shown: the server keeps only a hash. */
function PasswordInput({ field, value, onChange, onBlur, label, error, disabled, record }: InputProps<PasswordLike>) {
  return (
    <TextField
      fullWidth
      type="password"
      name={field.name}
      label={label}
      required={record === undefined}
      disabled={disabled}
      autoComplete="new-password"
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      error={error !== undefined}
      helperText={error}
      slotProps={{ htmlInput: { dir: 'ltr' } }}
    />
  );
}

export const passwordType: FieldTypeSpec<PasswordLike> = {
  empty: () => '',
  // An untouched box sends nothing, so an edit keeps the stored password.
  toInput: (value) => (typeof value === 'string' && value !== '' ? value : undefined),
  text: () => '',
  Input: PasswordInput,
};
