import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { customFieldSearchDelayMs, useCustomFieldKeys } from './custom-fields-api.ts';

interface CustomFieldKeyInputProps {
  /** the records' type, whose keys are offered */
  type: string;
  value: string;
  onChange(key: string): void;
  onBlur?(): void;
  label: string;
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  testId: string;
}

/** A key typed freely, offering the keys the type's records already use so the same key is spelled the same. */
export function CustomFieldKeyInput({ type, value, onChange, onBlur, label, error, disabled, autoFocus, testId }: CustomFieldKeyInputProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const search = useDebouncedValue(value.trim(), customFieldSearchDelayMs);
  const keys = useCustomFieldKeys(type, search, open);
  const searching = keys.isFetching || value.trim() !== search;
  return (
    <Autocomplete<string, false, false, true>
      freeSolo
      fullWidth
      size="small"
      disabled={disabled}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={keys.data ?? []}
      filterOptions={(options) => options}
      value={value}
      inputValue={value}
      onInputChange={(_event, text) => onChange(text)}
      onChange={(_event, chosen) => onChange(chosen ?? '')}
      loading={open && searching}
      loadingText={t('picker.searching')}
      noOptionsText={t('customFields.noKeys')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required
          autoFocus={autoFocus}
          onBlur={onBlur}
          error={error !== undefined}
          helperText={error}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, maxLength: 249, 'data-testid': testId },
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {open && searching && <CircularProgress color="inherit" size={16} />}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
