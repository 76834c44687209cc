import type { Field } from '@hesab/contract';
import { sumMoney } from '@hesab/domain';
import type { DocumentRow } from './binding.ts';

/**
 * A field's values as its columns keep them: a treasury account `{kind, id}` in `<name>_kind` and `<name>`, any
 * other field in the column of its name. Every stored field has its key, null when empty; a read-only one (an
 * invoice's totals) as the server completed the document, a client never sending it.
 */
export function toColumns(fields: readonly Field[], values: DocumentRow): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name] ?? null;
    // A cheque is kept in the cheque table by the kind's hooks, a tags field's ids by the store's tag columns.
    if (field.type === 'cheque' || field.type === 'tags') continue;
    if (field.type === 'treasury') {
      const account = value as { kind: string; id: number } | null;
      row[`${field.name}_kind`] = account?.kind ?? null;
      row[field.name] = account?.id ?? null;
    } else row[field.name] = value;
  }
  return row;
}

export function fromColumns(fields: readonly Field[], row: Record<string, unknown>): DocumentRow {
  const values: DocumentRow = {};
  for (const field of fields) {
    const value = row[field.name] ?? null;
    if (field.type === 'treasury') values[field.name] = value === null ? null : { kind: row[`${field.name}_kind`], id: Number(value) };
    else if (field.type === 'money' || field.type === 'percent') values[field.name] = value === null ? null : sumMoney([String(value)]);
    else values[field.name] = value;
  }
  return values;
}
