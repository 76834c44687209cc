import { statuses, type Status } from '@hesab/contract';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { ChoiceControl } from './choice-control.tsx';
import type { DisplayProps, FieldOf, FieldTypeSpec, InputProps } from './field-type.ts';

type StatusLike = FieldOf<'status'>;

function isStatus(value: unknown): value is Status {
  return typeof value === 'string' && (statuses as readonly string[]).includes(value);
}

function StatusInput({ field, value, onChange, onBlur, label, error, disabled }: InputProps<StatusLike>) {
  const { t } = useTranslation();
  const status = isStatus(value) ? value : 'deactive';
  return (
    <ChoiceControl
      kind="switch"
      name={field.name}
      label={`${label}: ${t(`statuses.${status}`)}`}
      checked={status === 'active'}
      onChange={(checked) => onChange(checked ? 'active' : 'deactive')}
      onBlur={onBlur}
      error={error}
      disabled={disabled}
    />
  );
}

function StatusDisplay({ value, context }: DisplayProps<StatusLike>) {
  if (!isStatus(value)) return null;
  return (
    <Chip
      size="small"
      label={context.t(`statuses.${value}`)}
      color={value === 'active' ? 'success' : 'default'}
      variant={value === 'active' ? 'filled' : 'outlined'}
      data-status={value}
    />
  );
}

export const statusType: FieldTypeSpec<StatusLike> = {
  // New records start active (spec 01 section 3).
  empty: () => 'active',
  text: (value, _field, { t }) => (isStatus(value) ? t(`statuses.${value}`) : ''),
  Display: StatusDisplay,
  Input: StatusInput,
  choices: () => statuses.map((status) => ({ value: status, label: `statuses.${status}` })),
};
