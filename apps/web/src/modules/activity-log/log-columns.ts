import { logDefinition } from '@hesab/contract';
import { localizeDigits } from '@hesab/domain';
import { isRightToLeft, type Language } from '@hesab/i18n';
import type { TFunction } from 'i18next';
import type { TableColumn } from '../../shared/resources/table-columns.ts';
import { formatBusinessDate } from '../../shared/format/dates.ts';
import type { LogEntry } from './log-api.ts';
import { changeLine, logChanges, type ValueText } from './log-content.ts';
import { logActions } from './log-state.ts';
import { logTypeTitle, logWordTitle } from './log-types.ts';

export interface LogFormat {
  t: TFunction;
  language: Language;
  /** the business's calendar: 'fa' shows Jalali dates */
  dateLocale: string;
  valueText: ValueText;
}

function userName(user: LogEntry['user']): string {
  const full = `${user.firstname} ${user.lastname}`.trim();
  return full || user.name;
}

function actionName(action: string, t: TFunction): string {
  return (logActions as readonly string[]).includes(action) ? t(`log.actions.${action}`) : action;
}

function typeName(type: string, t: TFunction): string {
  const title = logTypeTitle(type);
  return title ? t(title, { defaultValue: type }) : type;
}

/** The content in the user's words: each change as its field's label and its values as the form shows them. */
function contentText(entry: LogEntry, { t, language, valueText }: LogFormat): string {
  if (!entry.content) return '';
  const word = logWordTitle(entry.ref_type, entry.content);
  if (word) return t(word);
  const definition = logDefinition(entry.ref_type);
  if (!definition) return entry.content;
  const changes = logChanges(entry.content, definition, valueText, entry.names);
  if (!changes) return entry.content;
  return changes.map((change) => changeLine(change, t(change.label), isRightToLeft(language))).join('\n');
}

/** The log's columns; dates in the business's calendar with the language's digits (Jalali, Persian digits in fa). */
export function logColumns(format: LogFormat): TableColumn<LogEntry>[] {
  const { t, language, dateLocale } = format;
  const digits = (text: string) => localizeDigits(text, language);
  return [
    {
      id: 'date',
      header: t('log.date'),
      text: (entry) => (entry.date ? formatBusinessDate(entry.date.slice(0, 10), dateLocale, language) : ''),
    },
    { id: 'time', header: t('log.time'), text: (entry) => digits(entry.time) },
    { id: 'user', header: t('log.user'), text: (entry) => userName(entry.user) },
    { id: 'action', header: t('log.action'), text: (entry) => actionName(entry.ref_action, t) },
    { id: 'type', header: t('fields.type'), text: (entry) => typeName(entry.ref_type, t) },
    { id: 'id', header: t('log.id'), text: (entry) => entry.ref_id },
    { id: 'number', header: t('log.number'), text: (entry) => entry.ref_number },
    { id: 'content', header: t('log.content'), text: (entry) => contentText(entry, format), multiline: true },
    { id: 'ip', header: t('log.ip'), text: (entry) => entry.ip },
    { id: 'platform', header: t('log.platform'), text: (entry) => entry.platform },
  ];
}
