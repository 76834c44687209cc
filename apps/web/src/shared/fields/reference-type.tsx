import { referenceLabel, type ResourceRecord } from '@hesab/contract';
import type { FieldOf, FieldTypeSpec, FilterProps, InputProps } from './field-type.ts';
import { ReferencePicker } from './reference-picker.tsx';

type ReferenceLike = FieldOf<'reference'>;

/** Lists (and, where the api sends it, the edit answer) carry the referenced record's name as `<field>_label`. */
export const labelOf: (row: ResourceRecord | undefined, field: { name: string }) => string | null = referenceLabel;

function idOf(value: unknown): number | null {
  return typeof value === 'number' ? value : null;
}

function ReferenceInput(props: InputProps<ReferenceLike>) {
  const { field, value, onChange, onBlur, label, error, disabled, values, record } = props;
  const parent = field.parentField === undefined ? undefined : values[field.parentField];
  // A chained field waits (disabled) until its parent is chosen.
  return (
    <ReferencePicker
      name={field.name}
      resource={field.resource}
      value={idOf(value)}
      valueLabel={labelOf(record, field)}
      parentId={field.parentField === undefined ? undefined : typeof parent === 'number' ? parent : null}
      onChange={onChange}
      onBlur={onBlur}
      label={label}
      error={error}
      required={field.required}
      disabled={disabled}
      testId={`picker-${field.name}`}
    />
  );
}

function ReferenceFilter({ field, value, onChange, label }: FilterProps<ReferenceLike>) {
  return (
    <ReferencePicker
      size="small"
      name={`filter-${field.name}`}
      resource={field.resource}
      value={idOf(value)}
      valueLabel={null}
      onChange={(id) => onChange(id ?? undefined)}
      label={label}
      allowAdd={false}
      testId={`filter-picker-${field.name}`}
    />
  );
}

export const referenceType: FieldTypeSpec<ReferenceLike> = {
  empty: () => null,
  text: (_value, field, _context, row) => labelOf(row, field) ?? '',
  Input: ReferenceInput,
  Filter: ReferenceFilter,
};
