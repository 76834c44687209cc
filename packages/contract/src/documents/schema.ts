import { z } from 'zod';
import { fieldSchema } from '../resources/schema.ts';
import type { Field } from '../resources/field.ts';
import { isoDate } from '../wire-values.ts';
import type { DocumentDefinition, DocumentLines } from './definition.ts';

/** What a read carries of a field beside its value, never written: a reference's label, a tag's colour. */
function readBackOf(field: Field): string[] {
  if (field.readOnly) return [field.name];
  if (field.type === 'reference') return [`${field.name}_label`];
  if (field.type === 'tags') return [`${field.name}_colors`];
  return [];
}

/**
 * A strict object of the writable fields: a name it does not know is refused on that name, since a misspelt field
 * would otherwise be lost without a word; what a read carries and no client writes is accepted and dropped, so a
 * document read may be sent back.
 */
function writableObject(shape: Record<string, z.ZodType>, readBack: Iterable<string>) {
  const ignored = new Set(readBack);
  for (const name of ignored) shape[name] ??= z.unknown().optional();
  return z
    .strictObject(shape)
    .transform((values) => Object.fromEntries(Object.entries(values).filter(([name]) => !ignored.has(name))));
}

function linesSchema(lines: DocumentLines) {
  const shape: Record<string, z.ZodType> = {};
  const readBack = [...(lines.extras ?? [])];
  for (const column of lines.columns) {
    readBack.push(...readBackOf(column));
    if (!column.readOnly) shape[column.name] = fieldSchema(column);
  }
  return z
    .array(writableObject(shape, readBack))
    .min(lines.min, lines.emptyKey ?? 'document-no-rows')
    .max(lines.max, 'document-too-many-rows');
}

/** An idempotency key a client makes for a new document (spec 02: the offline invoice's `ouid`). */
export const documentKey = z.string().trim().min(8).max(64).regex(/^[\w-]+$/, 'invalid-value');

/**
 * What `POST <document>` and `PUT <document>/{id}` accept: the date, the header's writable fields, the lines and,
 * on a new document, an optional `ouid`: the same key again answers the document it made and writes nothing.
 */
export function documentInputSchema(definition: DocumentDefinition) {
  const shape: Record<string, z.ZodType> = { date: isoDate, ouid: documentKey.optional().nullable() };
  // `document` is the journal a read names (the document engine's head), never written by a client.
  const readBack = ['id', 'number', 'state', 'locked', 'removed', 'document', ...(definition.extras ?? []), ...(definition.totals ?? []).map((total) => total.name)];
  for (const field of definition.fields) {
    readBack.push(...readBackOf(field));
    if (!field.readOnly) shape[field.name] = fieldSchema(field);
  }
  if (definition.lines) shape[definition.lines.name] = linesSchema(definition.lines);
  const schema = writableObject(shape, readBack);
  const choices = definition.oneOf ?? [];
  if (choices.length === 0) return schema;
  return schema.superRefine((values, context) => {
    for (const choice of choices) {
      const given = choice.fields.filter((name) => values[name] !== null && values[name] !== undefined);
      if (given.length !== 1) context.addIssue({ code: 'custom', path: [choice.fields[0] ?? ''], message: choice.key });
    }
  });
}

/** `GET <document>`: the list's own filters beside search, paging and sort; `removed=1` is the removed list. */
export const documentListFilters = z.object({
  state: z.enum(['temporary', 'permanent']).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  removed: z.enum(['0', '1']).optional(),
});
