import type { TFunction } from 'i18next';

/** What shows under a field: a validation key of the `validation` catalogue, or a server text as it came. */
export type FieldMessage = { key: ValidationKey; params?: Record<string, number> } | { text: string };

export type FieldErrors = Partial<Record<string, FieldMessage>>;

/** The server's message keys the contract's schemas use; the web catalogues translate them under `validation`. */
export const validationKeys = [
  'is-required',
  'invalid-value',
  'too-short',
  'too-long',
  'too-small',
  'too-big',
  'alert-selected-item-is-repetitive',
  'invalid-sheba',
  'invalid-card-number',
  'invalid-sayad',
  'digits-only',
] as const;
export type ValidationKey = (typeof validationKeys)[number];

export function isValidationKey(value: string): value is ValidationKey {
  return (validationKeys as readonly string[]).includes(value);
}

export function messageText(message: FieldMessage, t: TFunction): string {
  return 'text' in message ? message.text : t(`validation.${message.key}`, message.params ?? {});
}

/** The messages of parts of a field's value (`rows.0.key` under `rows` is `0.key`), for inputs made of parts. */
export function messagesUnder(errors: FieldErrors, name: string): Record<string, FieldMessage> {
  const prefix = `${name}.`;
  const found: Record<string, FieldMessage> = {};
  for (const [path, message] of Object.entries(errors)) {
    if (message && path.startsWith(prefix)) found[path.slice(prefix.length)] = message;
  }
  return found;
}

/** A 422 body's `errors` (field -> ['text|key']) as field messages: the text before the pipe, as the spec shows it. */
export function serverFieldErrors(errors: unknown): FieldErrors {
  if (typeof errors !== 'object' || errors === null) return {};
  const found: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    const first: unknown = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first === 'string') found[field] = { text: first.split('|')[0] ?? first };
  }
  return found;
}
