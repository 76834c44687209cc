import { isolateBidi } from '@hesab/domain';

/**
 * The 422 text of spec 01 section 8: "error : " then '#' and the part before a pipe of every field message. Each
 * part is a bidi isolate, so a Persian message after the Latin "error :" keeps its order in either page direction.
 */
export function invalidFieldsText(errors: unknown): string | null {
  if (typeof errors !== 'object' || errors === null) return null;
  const parts = Object.values(errors)
    .flatMap((messages: unknown) => (Array.isArray(messages) ? messages : [messages]))
    .filter((message): message is string => typeof message === 'string')
    .map((message) => isolateBidi(`#${message.split('|')[0] ?? ''}`));
  return parts.length > 0 ? `${isolateBidi('error :', 'ltr')} ${parts.join(' ')}` : null;
}

/** The data of a 423 answer as readable lines: strings as they are, lists item by item, maps as "key: value". */
export function blockingDetails(errors: unknown): string[] {
  if (errors === null || errors === undefined) return [];
  if (typeof errors === 'string') return [errors];
  if (typeof errors === 'number' || typeof errors === 'boolean') return [String(errors)];
  if (Array.isArray(errors)) return errors.flatMap(blockingDetails);
  if (typeof errors === 'object') {
    return Object.entries(errors).flatMap(([key, value]) =>
      blockingDetails(value).map((line) => `${key}: ${line}`),
    );
  }
  return [];
}
