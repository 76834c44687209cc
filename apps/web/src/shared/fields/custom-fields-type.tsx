import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DriveFileRenameOutlineIcon from '@mui/icons-material/DriveFileRenameOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomFieldKeyInput } from '../custom-fields/custom-field-key-input.tsx';
import { RenameKeyDialog } from '../custom-fields/rename-key-dialog.tsx';
import { customFieldRowsOf, customFieldsText, withRowChanged, withRowRemoved } from './collection-values.ts';
import type { FieldOf, FieldTypeSpec, InputProps } from './field-type.ts';

type CustomFieldsLike = FieldOf<'customFields'>;

/** Rows of a key and a value, added and removed freely; each key offers the keys other records use. */
function CustomFieldsInput(props: InputProps<CustomFieldsLike>) {
  // Rows are checked on saving, not on leaving an input: a new row's value is not wrong before it is typed.
  const { field, value, onChange, label, error, partErrors = {}, disabled, resource } = props;
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState<string | null>(null);
  const rows = customFieldRowsOf(value);
  const hasRowErrors = Object.keys(partErrors).length > 0;
  const testId = `custom-fields-${field.name}`;

  return (
    <>
      <FormControl component="fieldset" fullWidth error={error !== undefined} disabled={disabled} data-testid={testId}>
        <FormLabel component="legend" sx={{ mb: 1.5 }}>
          {label}
        </FormLabel>
        <Stack spacing={1.5}>
          {rows.map((row, index) => (
            <Box
              // Rows have no identity of their own; every input is controlled, so a position is key enough.
              key={index}
              data-testid={`${testId}-row`}
              sx={{ display: 'grid', gap: 1, alignItems: 'start', gridTemplateColumns: { xs: '1fr auto', sm: '1fr 1fr auto' } }}
            >
              <CustomFieldKeyInput
                type={resource}
                value={row.key}
                onChange={(key) => onChange(withRowChanged(rows, index, { key }))}
                label={t('customFields.key')}
                error={partErrors[`${index}.key`]}
                disabled={disabled}
                autoFocus={row.key === '' && index === rows.length - 1}
                testId={`${testId}-key`}
              />
              <TextField
                size="small"
                fullWidth
                required
                label={t('customFields.value')}
                value={row.value}
                onChange={(event) => onChange(withRowChanged(rows, index, { value: event.target.value }))}
                disabled={disabled}
                error={partErrors[`${index}.value`] !== undefined}
                helperText={partErrors[`${index}.value`]}
                slotProps={{ htmlInput: { maxLength: 1000, dir: 'auto', 'data-testid': `${testId}-value` } }}
                sx={{ gridColumn: { xs: '1', sm: 'auto' } }}
              />
              <Box sx={{ display: 'flex', gridRow: { xs: '1 / span 2', sm: 'auto' }, gridColumn: { xs: '2', sm: 'auto' } }}>
                <Tooltip title={t('customFields.rename')}>
                  <span>
                    <IconButton
                      aria-label={t('customFields.rename')}
                      disabled={disabled || row.key.trim() === ''}
                      onClick={() => setRenaming(row.key.trim())}
                      data-testid={`${testId}-rename`}
                    >
                      <DriveFileRenameOutlineIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title={t('customFields.removeRow')}>
                  <span>
                    <IconButton
                      aria-label={t('customFields.removeRow')}
                      disabled={disabled}
                      onClick={() => onChange(withRowRemoved(rows, index))}
                      data-testid={`${testId}-remove`}
                    >
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
              </Box>
            </Box>
          ))}
          <Box>
            <Button
              startIcon={<AddIcon />}
              disabled={disabled}
              onClick={() => onChange([...rows, { key: '', value: '' }])}
              data-testid={`${testId}-add`}
            >
              {t('customFields.addRow')}
            </Button>
          </Box>
        </Stack>
        {/* A message of the whole field (too many rows) shows when no row carries one of its own. */}
        {error !== undefined && !hasRowErrors && <FormHelperText>{error}</FormHelperText>}
      </FormControl>
      {renaming !== null && (
        <RenameKeyDialog
          type={resource}
          initialKey={renaming}
          onClose={() => setRenaming(null)}
          onRenamed={(change) => {
            setRenaming(null);
            // The server has renamed the stored rows; this form's rows follow so saving keeps the new key.
            onChange(rows.map((row) => (row.key.trim() === change.oldKey ? { ...row, key: change.key } : row)));
          }}
        />
      )}
    </>
  );
}

export const customFieldsType: FieldTypeSpec<CustomFieldsLike> = {
  empty: () => [],
  text: (value, _field, { language }) => customFieldsText(customFieldRowsOf(value), language),
  Input: CustomFieldsInput,
  wide: true,
};
