import { resourceKey, type Field, type ResourceDefinition, type ResourceRecord } from '@hesab/contract';

/** The field that names a record: the first searched text among `fields` (a product's name). */
export function nameFieldOf(fields: readonly Field[]): string | undefined {
  return fields.find((field) => field.type === 'text' && field.searchable)?.name;
}

/** What a record is called in a tab's title: its name, else its number, else its key. */
export function recordLabel(definition: ResourceDefinition, record: ResourceRecord): string {
  const nameField = nameFieldOf(definition.fields);
  for (const field of [nameField, definition.numberField, resourceKey(definition)]) {
    const value = field === undefined ? undefined : record[field];
    if ((typeof value === 'string' && value.trim() !== '') || typeof value === 'number') return String(value);
  }
  return '';
}
