import { documentDefinitions, resources, type DocumentDefinition } from '@hesab/contract';
import { chequeStatuses } from '@hesab/domain';

/** Records the server logs that are neither resources nor documents: the chart's accounts, uploads, texts, cheques, API keys. */
const otherTypes = ['account', 'accountingDocument', 'file', 'sms', 'cheque', 'apiKey'] as const;

/** The record types the log knows by name: each resource's and document kind's log type and its title (an i18n key). */
export const logTypes: readonly { type: string; title: string }[] = [
  ...resources.map((definition) => ({ type: definition.logType, title: definition.title })),
  ...otherTypes.map((type) => ({ type, title: `log.types.${type}` })),
  ...documentDefinitions.map((definition) => ({ type: definition.logType, title: definition.itemTitle })),
].filter((entry, index, all) => all.findIndex((other) => other.type === entry.type) === index);

/** The i18n key of a log type's name, or null for a type no resource declares. */
export function logTypeTitle(type: string): string | null {
  return logTypes.find((each) => each.type === type)?.title ?? null;
}

function documentOf(type: string): DocumentDefinition | undefined {
  return documentDefinitions.find((definition) => definition.logType === type);
}

/**
 * The i18n key of a word the server writes as a log row's content, where it is one: a document's variant (which kind
 * of invoice), a cheque's new status, a document restored. Null for anything else, shown as written.
 */
export function logWordTitle(type: string, content: string): string | null {
  if (content === 'restored') return 'log.restored';
  if (type === 'cheque') return (chequeStatuses as readonly string[]).includes(content) ? `cheques.statusOptions.${content}` : null;
  const variants = documentOf(type)?.variants;
  const field = variants ? documentOf(type)?.fields.find((each) => each.name === variants.field) : undefined;
  return field?.type === 'select' && field.options.includes(content) ? `${field.label}Options.${content}` : null;
}
