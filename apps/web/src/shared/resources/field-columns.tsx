import type { Field, ResourceRecord } from '@hesab/contract';
import { FieldDisplay } from '../fields/field-display.tsx';
import type { FormatContext } from '../fields/format-context.ts';
import { fieldSpec } from '../fields/registry.ts';
import type { TableColumn } from './table-columns.ts';


/**
 * A definition's fields as table columns: each field type decides its text (print), its cell (Excel: amounts as
 * exact numbers) and its display on screen, so a list, its print and its export agree.
 */
export function fieldColumns(fields: readonly Field[], context: FormatContext): TableColumn<ResourceRecord>[] {
  return fields.map((field) => {
    const spec = fieldSpec(field);
    const { cell } = spec;
    return {
      id: field.name,
      header: context.t(field.label),
      sortField: field.sortable ? field.name : undefined,
      text: (row) => spec.text(row[field.name], field, context, row),
      cell: cell ? (row) => cell(row[field.name], field, context, row) : undefined,
      render: (row) => <FieldDisplay field={field} value={row[field.name]} row={row} context={context} />,
      multiline: field.type === 'textarea',
    };
  });
}
