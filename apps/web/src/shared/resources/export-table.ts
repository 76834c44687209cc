import type { Field, ResourceDefinition, ResourceRecord } from '@hesab/contract';
import { fieldSpec } from '../fields/registry.ts';
import type { FormatContext } from '../fields/format-context.ts';

/** Columns written to Excel: `exported`, which defaults to `list`. */
export function exportedFields(definition: ResourceDefinition): Field[] {
  return definition.fields.filter((field) => field.exported ?? field.list === true);
}

export interface ExportTable {
  headers: string[];
  rows: (string | number)[][];
}

/** Rows as Excel cells: each field type decides its cell (amounts as exact numbers or text), else its text. */
export function exportTable(
  fields: readonly Field[],
  rows: readonly ResourceRecord[],
  context: FormatContext,
): ExportTable {
  return {
    headers: fields.map((field) => context.t(field.label)),
    rows: rows.map((row) =>
      fields.map((field) => {
        const spec = fieldSpec(field);
        const value = row[field.name];
        return spec.cell ? spec.cell(value, field, context, row) : spec.text(value, field, context, row);
      }),
    ),
  };
}
