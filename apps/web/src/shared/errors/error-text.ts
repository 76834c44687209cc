import { isolateBidi } from '@hesab/domain';

/**
 * The 422 text: the part before a pipe of every field message, each once, read as Persian sentences one after the
 * other (spec 01 section 8's Latin "error : " and '#' marks are dropped by issue 36: they read as code, not prose).
 * Each message is a bidi isolate, so a message quoting Latin text keeps its order in either page direction.
 */
export function invalidFieldsText(errors: unknown): string | null {
  if (typeof errors !== 'object' || errors === null) return null;
  const messages = Object.values(errors)
    .flatMap((list: unknown) => (Array.isArray(list) ? list : [list]))
    .filter((message): message is string => typeof message === 'string')
    .map((message) => message.split('|')[0] ?? '');
  const distinct = [...new Set(messages)].filter((message) => message !== '');
  return distinct.length > 0 ? distinct.map((message) => isolateBidi(message)).join(' ') : null;
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
