import { optionLabel } from '@hesab/contract';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { FieldOf, FieldTypeSpec, InputProps } from './field-type.ts';

type SelectLike = FieldOf<'select'>;


function SelectInput({ field, value, onChange, onBlur, label, error, disabled }: InputProps<SelectLike>) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      fullWidth
      name={field.name}
      label={label}
      required={field.required}
      disabled={disabled}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      onBlur={onBlur}
      error={error !== undefined}
      helperText={error}
    >
      {!field.required && <MenuItem value="">{t('form.none')}</MenuItem>}
      {field.options.map((option) => (
        <MenuItem key={option} value={option}>
          {t(optionLabel(field, option))}
        </MenuItem>
      ))}
    </TextField>
  );
}

export const selectType: FieldTypeSpec<SelectLike> = {
  empty: () => null,
  text: (value, field, { t }) => (typeof value === 'string' ? t(optionLabel(field, value)) : ''),
  Input: SelectInput,
  choices: (field) => field.options.map((option) => ({ value: option, label: optionLabel(field, option) })),
};
