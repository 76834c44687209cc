import { fieldSchema, type Field, type RowColumn } from '@hesab/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText } from '../forms/field-message.ts';
import { useFocusFirstField } from '../forms/use-focus-first-field.ts';
import { useFormState, type FormValues } from '../forms/use-form-state.ts';
import { chequeOf, type ChequeValues } from './cheque-values.ts';
import type { FieldOf, FieldTypeSpec } from './field-type.ts';
import { usePhoneDialog } from './panels/phone-dialog.ts';

type SpecOf = (field: Field) => FieldTypeSpec<Field>;

const textTypes: ReadonlySet<Field['type']> = new Set(['text', 'textarea', 'code']);

/** A new cheque's values: each column's empty one, a required choice (its kind) at its first option. */
function firstValues(fieldSpec: SpecOf, columns: readonly RowColumn[], cheque: ChequeValues | null): FormValues {
  const values: FormValues = {};
  for (const column of columns) {
    const spec = fieldSpec(column);
    const stored = cheque?.[column.name];
    if (stored !== undefined && stored !== null) values[column.name] = spec.edited ? spec.edited(stored, column) : stored;
    else values[column.name] = column.type === 'select' && column.required ? column.options[0] : spec.empty(column);
  }
  return values;
}

/** The values as the contract's schema reads them: each as its type hands it over, an empty text none. */
function chequeInput(fieldSpec: SpecOf, columns: readonly RowColumn[], values: FormValues): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const column of columns) {
    const toInput = fieldSpec(column).toInput;
    const value = toInput ? toInput(values[column.name]) : values[column.name];
    input[column.name] = textTypes.has(column.type) && typeof value === 'string' ? value.trim() || null : value;
  }
  return input;
}

interface ChequeDialogProps {
  field: FieldOf<'cheque'>;
  /** the cheque written so far; none starts a new one */
  cheque: ChequeValues | null;
  /** translated */
  title: string;
  resource: string;
  fieldSpec: SpecOf;
  /** the cheque as the schema read it (a Sayad id in Persian digits stored in Latin ones); null removes it */
  onSave(cheque: ChequeValues | null): void;
  onClose(): void;
}

/**
 * Writes or changes a cheque: a box per column, each its type's own input, checked with the contract's schema of the
 * field (the server's), so a wrong Sayad id is refused here before anything is sent.
 */
export function ChequeDialog({ field, cheque, title, resource, fieldSpec, onSave, onClose }: ChequeDialogProps) {
  const { t } = useTranslation();
  const columns = field.columns;
  const schema = useMemo(() => fieldSchema({ ...field, required: true }), [field]);
  const toInput = useMemo(() => (values: FormValues) => chequeInput(fieldSpec, columns, values), [fieldSpec, columns]);
  const form = useFormState({ initialValues: firstValues(fieldSpec, columns, cheque), schema, toInput });
  const focusRef = useFocusFirstField<HTMLFormElement>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog sits in the document's form in React's tree: its submit must not save the document.
    event.stopPropagation();
    const written = chequeOf(form.validate());
    if (written) onSave(written);
  };

  return (
    <Dialog open onClose={onClose} {...usePhoneDialog(680)} data-testid="cheque-dialog">
      <form ref={focusRef} noValidate onSubmit={submit}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent dividers>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {columns.map((column) => {
              const ColumnInput = fieldSpec(column).Input;
              const error = form.errors[column.name];
              return (
                <Box key={column.name} data-testid={`cheque-${column.name}`}>
                  <ColumnInput
                    field={column}
                    value={form.values[column.name]}
                    onChange={(value) => form.change(column.name, value)}
                    onBlur={() => form.blur(column.name)}
                    label={t(column.label)}
                    error={error ? messageText(error, t) : undefined}
                    values={form.values}
                    resource={resource}
                  />
                </Box>
              );
            })}
          </Box>
        </DialogContent>
        <DialogActions>
          {cheque && (
            <Button color="error" onClick={() => onSave(null)} sx={{ marginInlineEnd: 'auto' }} data-testid="cheque-remove">
              {t('cheques.remove')}
            </Button>
          )}
          <Button onClick={onClose}>{t('form.cancel')}</Button>
          <Button type="submit" variant="contained" data-testid="cheque-save">
            {t('cheques.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
