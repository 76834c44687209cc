import { isValidationKey, type FieldErrors, type FieldMessage } from './field-message.ts';

/** The parts of a zod issue the form reads (zod itself stays a dependency of the contract only). */
export interface ValidationIssue {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** `{{min}}` and `{{max}}`, as the server's catalogue words the same messages. */
function bound(name: 'min' | 'max', limit: number | bigint | undefined): Record<string, number> | undefined {
  return limit === undefined ? undefined : { [name]: Number(limit) };
}

/**
 * One issue as a message: the schema's own message when it is a server key ('is-required', 'invalid-value'),
 * 'is-required' for a missing value, otherwise a key by the kind of the limit that was broken.
 */
export function issueMessage(issue: ValidationIssue, value: unknown): FieldMessage {
  if (isValidationKey(issue.message)) return { key: issue.message };
  if (isEmpty(value)) return { key: 'is-required' };
  const text = issue.origin === 'string';
  if (issue.code === 'too_small') return { key: text ? 'too-short' : 'too-small', params: bound('min', issue.minimum) };
  if (issue.code === 'too_big') return { key: text ? 'too-long' : 'too-big', params: bound('max', issue.maximum) };
  return { key: 'invalid-value' };
}

/** The value at a path inside the form's values (`rows`, 0, `key`). */
function valueAt(values: Record<string, unknown>, path: readonly PropertyKey[]): unknown {
  let current: unknown = values;
  for (const step of path) {
    if (typeof current !== 'object' || current === null || typeof step === 'symbol') return undefined;
    current = (current as Record<string | number, unknown>)[step];
  }
  return current;
}

/**
 * The first message of each top-level field the issues name and, for an issue inside a field's value (a row of
 * custom fields), also the message under its whole path (`customFields.0.key`), as the server names it.
 */
export function issuesToErrors(issues: readonly ValidationIssue[], values: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const [field] = issue.path;
    if (typeof field !== 'string') continue;
    if (issue.path.length > 1) {
      const path = issue.path.map(String).join('.');
      errors[path] ??= issueMessage(issue, valueAt(values, issue.path));
    }
    errors[field] ??= issueMessage(issue, values[field]);
  }
  return errors;
}
