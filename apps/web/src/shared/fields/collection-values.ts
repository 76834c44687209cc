import type { CustomFieldRow, ResourceRecord } from '@hesab/contract';
import { isRightToLeft, type Language } from '@hesab/i18n';

/* The values of the two list-like field types, tags and customFields, as the form and the list read them. */

export interface TagChip {
  text: string;
  color: string | null;
}

export function textsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((text): text is string => typeof text === 'string') : [];
}

/** A row's tags with their colours: the api sends `<field>_colors` beside the texts, in the same order. */
export function tagChipsOf(row: ResourceRecord, fieldName: string): TagChip[] {
  const colors: unknown = row[`${fieldName}_colors`];
  return textsOf(row[fieldName]).map((text, index) => {
    const color: unknown = Array.isArray(colors) ? colors[index] : null;
    return { text, color: typeof color === 'string' ? color : null };
  });
}

function isRow(value: unknown): value is Record<'key' | 'value', unknown> {
  return typeof value === 'object' && value !== null && 'key' in value && 'value' in value;
}

/** Custom-field rows from a stored or edited value; anything else is no rows. */
export function customFieldRowsOf(value: unknown): CustomFieldRow[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRow).map((row) => ({ key: String(row.key ?? ''), value: String(row.value ?? '') }));
}

export function withRowChanged(rows: readonly CustomFieldRow[], index: number, change: Partial<CustomFieldRow>): CustomFieldRow[] {
  return rows.map((row, at) => (at === index ? { ...row, ...change } : row));
}

export function withRowRemoved(rows: readonly CustomFieldRow[], index: number): CustomFieldRow[] {
  return rows.filter((_row, at) => at !== index);
}

/** Items of a list in one line of text (print, Excel): the comma of the language's script. */
export function joinedText(items: readonly string[], language: Language): string {
  return items.join(isRightToLeft(language) ? '، ' : ', ');
}

export function customFieldsText(rows: readonly CustomFieldRow[], language: Language): string {
  return joinedText(
    rows.map((row) => `${row.key}: ${row.value}`),
    language,
  );
}
