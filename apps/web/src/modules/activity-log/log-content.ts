import { loggedChanges, loggedRecordKey, type Field, type ResourceDefinition } from '@hesab/contract';
import { isolateBidi } from '@hesab/domain';

/** One changed field of a log entry as the user reads it: its label, and its values as its form shows them. */
export interface LogChange {
  label: string;
  /** null when the field had no value (a record just made) */
  before: string | null;
  /** null when the change emptied it */
  after: string | null;
}

/**
 * How a field's value reads: the field-type registry's text, in the log's language and the business's formats, within
 * `record` (where a reference finds its record's name, `<field>_label`).
 */
export type ValueText = (field: Field, value: unknown, record: Readonly<Record<string, unknown>>) => string;

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The changes a log entry's content records, for a record of this definition: fields the user does not see on
 * the form (read-only, passwords, the server's own columns such as openingJournalId) are left out. Null when the
 * content is not a list of changes (a document's description), so the caller shows it as it is.
 */
export function logChanges(
  content: string,
  definition: ResourceDefinition,
  valueText: ValueText,
  names: Readonly<Record<string, string>>,
): LogChange[] | null {
  const lines = loggedChanges(content);
  if (!lines) return null;
  const changes: LogChange[] = [];
  for (const line of lines) {
    const field = definition.fields.find((each) => each.name === line.key);
    if (!field || field.readOnly === true || field.type === 'password') continue;
    const text = (value: unknown) => {
      if (isEmpty(value)) return null;
      // A reference reads as the record's name the server found for its id (`names`).
      const name = field.type === 'reference' && typeof value === 'number' ? names[loggedRecordKey(field.resource, value)] : undefined;
      const shown = valueText(field, value, name === undefined ? {} : { [`${field.name}_label`]: name });
      // A reference whose record is gone still names it by its id.
      return shown !== '' ? shown : typeof value === 'object' ? JSON.stringify(value) : String(value);
    };
    changes.push({ label: field.label, before: text(line.before), after: text(line.after) });
  }
  return changes;
}

/**
 * A change as one line: "label: after", or "label: before → after" with the arrow pointing the way the line reads
 * (no bidi mirroring turns an arrow); each value isolated so that it keeps its own direction.
 */
export function changeLine(change: LogChange, label: string, rightToLeft: boolean): string {
  const value = (text: string | null) => isolateBidi(text ?? '—');
  if (change.before === null) return `${label}: ${value(change.after)}`;
  return `${label}: ${value(change.before)} ${rightToLeft ? '←' : '→'} ${value(change.after)}`;
}
