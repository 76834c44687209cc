import type { Field, RowColumn } from '@hesab/contract';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { joinedText } from './collection-values.ts';
import type { FieldOf, FieldTypeSpec, InputProps } from './field-type.ts';
import { RowListFrame } from './row-list-frame.tsx';

type RowsLike = FieldOf<'rows'>;
type Row = Record<string, unknown>;
/** The registry's lookup, handed in by registry.ts: a cell is its column type's own display and input. */
type SpecOf = (field: Field) => FieldTypeSpec<Field>;

export function rowsOf(value: unknown): Row[] {
  return Array.isArray(value) ? value.filter((row): row is Row => typeof row === 'object' && row !== null) : [];
}

/** A cell as its column's type hands it to the server (an empty amount is null): rows are sent as they are kept. */
function cellInput(fieldSpec: SpecOf, column: RowColumn, cell: unknown): unknown {
  const toInput = fieldSpec(column).toInput;
  return toInput ? toInput(cell) : cell;
}

/** The least width of a row's cell (px): a picker's or a quantity's label whole beside its buttons. */
const rowCellMinWidth = 170;

function emptyRow(fieldSpec: SpecOf, columns: readonly RowColumn[]): Row {
  return Object.fromEntries(
    columns.map((column) => [column.name, cellInput(fieldSpec, column, fieldSpec(column).empty(column))]),
  );
}

/** Rows of a few columns, each cell its column type's own input (a unit's picker, a count); rows added and removed freely. */
function RowsInput(props: InputProps<RowsLike> & { fieldSpec: SpecOf }) {
  const { field, value, onChange, label, error, partErrors = {}, disabled, resource, fieldSpec } = props;
  const { t } = useTranslation();
  const rows = rowsOf(value);
  const testId = `rows-${field.name}`;
  const changed = (index: number, name: string, cell: unknown) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, [name]: cell } : row)));

  return (
    <RowListFrame
      testId={testId}
      label={label}
      error={error}
      hasRowErrors={Object.keys(partErrors).length > 0}
      disabled={disabled}
      addText={t('rowsField.addRow')}
      onAdd={() => onChange([...rows, emptyRow(fieldSpec, field.columns)])}
    >
      {rows.map((row, index) => (
        <Box
          // Rows have no identity of their own; every input is controlled, so a position is key enough.
          key={index}
          data-testid={`${testId}-row`}
          sx={{ display: 'flex', gap: 1, alignItems: 'start', pb: 1, borderBottom: 1, borderColor: 'divider' }}
        >
          {/* Cells too many for one line go on to the next, each wide enough for its whole label. */}
          <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 1, alignItems: 'start', gridTemplateColumns: { xs: '1fr', sm: `repeat(auto-fit, minmax(${String(rowCellMinWidth)}px, 1fr))` } }}>
            {field.columns.map((column) => {
              const CellInput = fieldSpec(column).Input;
              return (
                <Box key={column.name} data-testid={`${testId}-${column.name}`}>
                  <CellInput
                    field={column}
                    value={row[column.name]}
                    onChange={(cell) => changed(index, column.name, cellInput(fieldSpec, column, cell))}
                    // Rows are checked on saving, not on leaving a cell: a new row is not wrong before it is filled.
                    onBlur={() => undefined}
                    label={t(column.label)}
                    error={partErrors[`${index}.${column.name}`]}
                    disabled={disabled}
                    values={row}
                    record={row}
                    resource={resource}
                  />
                </Box>
              );
            })}
          </Box>
          <IconButton
            aria-label={t('rowsField.removeRow')}
            disabled={disabled}
            onClick={() => onChange(rows.filter((_row, at) => at !== index))}
            data-testid={`${testId}-remove`}
          >
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Box>
      ))}
    </RowListFrame>
  );
}

/** The rows type over the registry's lookup, which registry.ts hands in: the registry holds this type in turn. */
export function rowsTypeOf(fieldSpec: SpecOf): FieldTypeSpec<RowsLike> {
  function RowsOfColumns(props: InputProps<RowsLike>) {
    return <RowsInput {...props} fieldSpec={fieldSpec} />;
  }
  return {
    // A required field starts with the one row it needs, as a document's grid starts with a blank line.
    empty: (field) => (field.required ? [emptyRow(fieldSpec, field.columns)] : []),
    text: (value, field, context) =>
      joinedText(
        rowsOf(value).map((row) =>
          field.columns.map((column) => fieldSpec(column).text(row[column.name], column, context, row)).join(' '),
        ),
        context.language,
      ),
    Input: RowsOfColumns,
    wide: true,
  };
}
