import { resources } from '@hesab/contract';

/** The record types the log knows by name: each resource's log type and its title (an i18n key). */
export const logTypes: readonly { type: string; title: string }[] = resources.map((definition) => ({
  type: definition.logType,
  title: definition.title,
}));

/** The i18n key of a log type's name, or null for a type no resource declares. */
export function logTypeTitle(type: string): string | null {
  return logTypes.find((each) => each.type === type)?.title ?? null;
}
