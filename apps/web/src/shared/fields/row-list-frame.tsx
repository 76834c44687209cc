import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

interface RowListFrameProps {
  testId: string;
  /** translated */
  label: string;
  /** translated; the whole field's message (too many rows) */
  error?: string;
  /** a row shows its own messages, so the whole field's is not repeated under them */
  hasRowErrors: boolean;
  disabled?: boolean;
  /** translated */
  addText: string;
  onAdd(): void;
  children: ReactNode;
}

/** The frame of a field made of rows (custom fields, a product's units): its legend, the rows, an add button. */
export function RowListFrame({ testId, label, error, hasRowErrors, disabled, addText, onAdd, children }: RowListFrameProps) {
  return (
    <FormControl component="fieldset" fullWidth error={error !== undefined} disabled={disabled} data-testid={testId}>
      <FormLabel component="legend" sx={{ mb: 1.5 }}>
        {label}
      </FormLabel>
      <Stack spacing={1.5}>
        {children}
        <Box>
          <Button startIcon={<AddIcon />} disabled={disabled} onClick={onAdd} data-testid={`${testId}-add`}>
            {addText}
          </Button>
        </Box>
      </Stack>
      {error !== undefined && !hasRowErrors && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
