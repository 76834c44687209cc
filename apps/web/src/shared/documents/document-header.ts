import type { DocumentDefinition } from '@hesab/contract';
import { fieldSpec } from '../fields/registry.ts';
import type { HeaderValues } from './line-values.ts';

/** A loaded document's header as the form edits it: a field without a value holds its type's empty value. */
export function headerOf(definition: DocumentDefinition, document: Readonly<Record<string, unknown>>): HeaderValues {
  const header: HeaderValues = { date: document.date };
  for (const field of definition.fields) {
    const value = document[field.name];
    const spec = fieldSpec(field);
    header[field.name] = value === null || value === undefined ? spec.empty(field) : spec.edited ? spec.edited(value, field) : value;
  }
  return header;
}

/** A new document's header: the given date, every field empty. */
export function newHeader(definition: DocumentDefinition, date: string): HeaderValues {
  const header: HeaderValues = { date };
  for (const field of definition.fields) header[field.name] = fieldSpec(field).empty(field);
  return header;
}
