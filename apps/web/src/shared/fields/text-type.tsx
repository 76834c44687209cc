import TextField from '@mui/material/TextField';
import { DescriptionField } from '../drafts/description-field.tsx';
import type { FieldOf, FieldTypeSpec, InputProps } from './field-type.ts';

type TextLike = FieldOf<'text' | 'textarea' | 'code'>;

function TextInput({ field, value, onChange, onBlur, label, error, disabled, resource }: InputProps<TextLike>) {
  const multiline = field.type === 'textarea';
  const text = typeof value === 'string' ? value : '';
  if (multiline && field.drafts) {
    return (
      <DescriptionField
        type={resource}
        name={field.name}
        label={label}
        value={text}
        onChange={onChange}
        onBlur={onBlur}
        error={error}
        disabled={disabled}
      />
    );
  }
  return (
    <TextField
      fullWidth
      name={field.name}
      label={label}
      required={field.required}
      disabled={disabled}
      value={text}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      error={error !== undefined}
      helperText={error}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      // Codes are Latin letters and digits; any other text takes the direction of its first letter.
      slotProps={{ htmlInput: { maxLength: field.maxLength, dir: field.type === 'code' ? 'ltr' : 'auto' } }}
    />
  );
}

export const textType: FieldTypeSpec<TextLike> = {
  empty: () => '',
  text: (value) => (typeof value === 'string' || typeof value === 'number' ? String(value) : ''),
  Input: TextInput,
};

export const textareaType: FieldTypeSpec<TextLike> = { ...textType, wide: true };
