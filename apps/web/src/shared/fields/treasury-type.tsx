import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { treasuryKinds, type TreasuryKind } from '@hesab/contract';
import { useTranslation } from 'react-i18next';
import type { FieldOf, FieldTypeSpec, InputProps } from './field-type.ts';
import { ReferencePicker } from './reference-picker.tsx';
import { labelOf } from './reference-type.tsx';

type TreasuryLike = FieldOf<'treasury'>;
interface TreasuryAccount {
  kind: TreasuryKind;
  id: number | null;
}

const kindLabels: Record<TreasuryKind, string> = { bank: 'treasury.bankAccount', cash: 'treasury.cash', petty: 'treasury.petty' };

function accountOf(value: unknown): TreasuryAccount | null {
  if (!value || typeof value !== 'object') return null;
  const { kind, id } = value as Record<string, unknown>;
  if (!treasuryKinds.includes(kind as TreasuryKind)) return null;
  return { kind: kind as TreasuryKind, id: typeof id === 'number' ? id : null };
}

/** The kind of account first, then the account of that kind from its picker; a new kind clears the account. */
function TreasuryInput({ field, value, onChange, onBlur, label, error, disabled, record }: InputProps<TreasuryLike>) {
  const { t } = useTranslation();
  const account = accountOf(value) ?? { kind: 'bank', id: null };
  return (
    <Stack direction="row" spacing={1} sx={{ width: '100%' }}>
      <TextField
        select
        name={`${field.name}-kind`}
        label={t('fields.treasuryKind')}
        value={account.kind}
        disabled={disabled}
        onChange={(event) => onChange({ kind: event.target.value, id: null })}
        sx={{ minWidth: 140 }}
      >
        {treasuryKinds.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {t(kindLabels[kind])}
          </MenuItem>
        ))}
      </TextField>
      <ReferencePicker
        name={field.name}
        resource={account.kind}
        value={account.id}
        valueLabel={labelOf(record, field)}
        onChange={(id) => onChange(id === null ? null : { kind: account.kind, id })}
        onBlur={onBlur}
        label={label}
        error={error}
        required={field.required}
        disabled={disabled}
        testId={`picker-${field.name}`}
      />
    </Stack>
  );
}

export const treasuryType: FieldTypeSpec<TreasuryLike> = {
  empty: () => null,
  text: (value, field, { t }, row) => {
    const account = accountOf(value);
    return account ? `${t(kindLabels[account.kind])} ${labelOf(row, field) ?? ''}`.trim() : '';
  },
  Input: TreasuryInput,
  // A kind and an account side by side: a half-width cell would cut the account's name short.
  wide: true,
};
