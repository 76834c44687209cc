import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DriveFileRenameOutlineIcon from '@mui/icons-material/DriveFileRenameOutline';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomFieldKeyInput } from '../custom-fields/custom-field-key-input.tsx';
import { RenameKeyDialog } from '../custom-fields/rename-key-dialog.tsx';
import { customFieldRowsOf, customFieldsText, withRowChanged, withRowRemoved } from './collection-values.ts';
import type { FieldOf, FieldTypeSpec, InputProps } from './field-type.ts';
import { RowListFrame } from './row-list-frame.tsx';

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
      <RowListFrame
        testId={testId}
        label={label}
        error={error}
        hasRowErrors={hasRowErrors}
        disabled={disabled}
        addText={t('customFields.addRow')}
        onAdd={() => onChange([...rows, { key: '', value: '' }])}
      >
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
      </RowListFrame>
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
