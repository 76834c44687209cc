import { resources, type ResourceDefinition } from '@hesab/contract';

/** Records the server logs that are not resources: accounts of the chart, accounting documents, uploads, texts. */
const otherTypes = ['account', 'accountingDocument', 'file', 'sms'] as const;

/** The record types the log knows by name: each resource's log type and its title (an i18n key). */
export const logTypes: readonly { type: string; title: string }[] = [
  ...resources.map((definition) => ({ type: definition.logType, title: definition.title })),
  ...otherTypes.map((type) => ({ type, title: `log.types.${type}` })),
];

/** The i18n key of a log type's name, or null for a type no resource declares. */
export function logTypeTitle(type: string): string | null {
  return logTypes.find((each) => each.type === type)?.title ?? null;
}

/** The definition whose fields name the changes of a log type's entries. */
export function logDefinition(type: string): ResourceDefinition | undefined {
  return resources.find((definition) => definition.logType === type);
}
