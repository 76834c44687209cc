import type { Field } from '@hesab/contract';
import EditNoteOutlinedIcon from '@mui/icons-material/EditNoteOutlined';
import ButtonBase from '@mui/material/ButtonBase';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChequeDialog } from './cheque-dialog.tsx';
import { chequeGlance, chequeOf, type ChequeValues } from './cheque-values.ts';
import type { FieldOf, FieldTypeSpec, InputProps } from './field-type.ts';
import { useFormatContext, type FormatContext } from './format-context.ts';

type ChequeLike = FieldOf<'cheque'>;
/** The registry's lookup, handed in by registry.ts: each of the cheque's columns is its type's own display and input. */
type SpecOf = (field: Field) => FieldTypeSpec<Field>;

function columnText(fieldSpec: SpecOf, field: ChequeLike, cheque: ChequeValues, name: string, context: FormatContext): string {
  const column = field.columns.find((each) => each.name === name);
  const value = cheque[name];
  return column && value !== null && value !== undefined ? fieldSpec(column).text(value, column, context, cheque) : '';
}

function glanceOf(fieldSpec: SpecOf, field: ChequeLike, cheque: ChequeValues, context: FormatContext) {
  return {
    id: columnText(fieldSpec, field, cheque, chequeGlance.id, context),
    figures: chequeGlance.figures.map((name) => columnText(fieldSpec, field, cheque, name, context)).filter(Boolean).join(' · '),
  };
}

/**
 * The cheque of a row as a box that tells it at a glance (its Sayad id over its amount and due date) and opens the
 * dialog that writes it; a row without one offers to write one. Enter or a click opens the dialog.
 */
function ChequeInput(props: InputProps<ChequeLike> & { fieldSpec: SpecOf }) {
  const { field, value, onChange, label, error, disabled, resource, fieldSpec } = props;
  const { t } = useTranslation();
  const context = useFormatContext();
  const [open, setOpen] = useState(false);
  const cheque = chequeOf(value);
  const glance = cheque ? glanceOf(fieldSpec, field, cheque, context) : null;
  return (
    <FormControl fullWidth error={error !== undefined} disabled={disabled}>
      {/* Shown where no column header names the box (a phone's card); the grid keeps it for screen readers. */}
      <InputLabel shrink sx={{ position: 'static', transform: 'none', mb: 0.5 }}>
        {label}
      </InputLabel>
      <ButtonBase
        disabled={disabled}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={glance ? `${label}: ${glance.id} ${glance.figures}` : `${label}: ${t('cheques.write')}`}
        data-testid="cheque-summary"
        data-filled={cheque !== null}
        sx={{
          width: '100%',
          minHeight: 40,
          px: 1.5,
          py: 0.5,
          gap: 1,
          justifyContent: 'flex-start',
          textAlign: 'start',
          border: 1,
          borderColor: error === undefined ? 'action.disabled' : 'error.main',
          borderRadius: 1,
          '&:hover': { borderColor: 'text.primary' },
          '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -1 },
          '&.Mui-disabled': { color: 'text.disabled', borderColor: 'action.disabledBackground' },
        }}
      >
        {glance ? (
          <span style={{ minWidth: 0, flex: 1 }}>
            <Typography variant="caption" color="text.secondary" component="div">
              <bdi dir="ltr">{glance.id}</bdi>
            </Typography>
            <Typography variant="body2" noWrap>
              {glance.figures}
            </Typography>
          </span>
        ) : (
          <>
            <EditNoteOutlinedIcon fontSize="small" color={disabled ? 'disabled' : 'action'} />
            <Typography variant="body2" color={disabled ? 'text.disabled' : 'text.secondary'}>
              {t('cheques.write')}
            </Typography>
          </>
        )}
      </ButtonBase>
      {error !== undefined && <FormHelperText sx={{ mx: 0 }}>{error}</FormHelperText>}
      {open && (
        <ChequeDialog
          field={field}
          cheque={cheque}
          title={t(field.label)}
          resource={resource}
          fieldSpec={fieldSpec}
          onSave={(written) => {
            onChange(written);
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </FormControl>
  );
}

/** The cheque type over the registry's lookup, which registry.ts hands in: the registry holds this type in turn. */
export function chequeTypeOf(fieldSpec: SpecOf): FieldTypeSpec<ChequeLike> {
  function ChequeOfColumns(props: InputProps<ChequeLike>) {
    return <ChequeInput {...props} fieldSpec={fieldSpec} />;
  }
  return {
    empty: () => null,
    text: (value, field, context) => {
      const cheque = chequeOf(value);
      if (!cheque) return '';
      const glance = glanceOf(fieldSpec, field, cheque, context);
      return [glance.id, glance.figures].filter(Boolean).join(' · ');
    },
    Input: ChequeOfColumns,
  };
}
