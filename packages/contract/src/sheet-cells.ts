import { amountCell, formatBusinessDate, isIsoDate, localizeDigits, type DigitLanguage } from '@hesab/domain';
import type { Field } from './resources/field.ts';

/*
 * A record's fields as spreadsheet cells (issue 18's Excel export, written by the server): amounts as numbers where
 * a double holds them exactly, dates as text in the business's calendar, choices and yes/no in the sheet's
 * language, references by their names. One rule per field type, beside the screens' own (apps/web fields).
 */

/** What a cell's text is written with: the sheet's language and its messages, and the business's calendar. */
export interface SheetContext {
  /** a web catalogue key in the sheet's language */
  t(key: string): string;
  language: DigitLanguage;
  dateLocale: string;
}

/** Fields written to Excel: `exported`, which defaults to `list`. */
export function exportedFields(definition: { fields: readonly Field[] }): Field[] {
  return definition.fields.filter((field) => field.exported ?? field.list === true);
}

/** A select option's label is the i18n key `${label}Options.${value}`. */
export function optionLabel(field: { label: string }, value: string): string {
  return `${field.label}Options.${value}`;
}

/** The name a read record carries beside a reference (`<field>_label`). */
export function referenceLabel(row: Readonly<Record<string, unknown>> | undefined, field: { name: string }): string | null {
  const label = row?.[`${field.name}_label`];
  return typeof label === 'string' ? label : null;
}

const texts = (value: unknown) => (Array.isArray(value) ? value.filter((text): text is string => typeof text === 'string') : []);

/** One field of a read record as a cell: a number, text, or empty. */
export function sheetCell(field: Field, row: Readonly<Record<string, unknown>>, context: SheetContext): string | number {
  const value = row[field.name];
  if (value === null || value === undefined) return '';
  switch (field.type) {
    case 'money':
    case 'percent':
      return amountCell(value);
    case 'number':
      return typeof value === 'number' ? value : '';
    case 'date':
      return isIsoDate(value) ? formatBusinessDate(value, context.dateLocale, context.language) : '';
    case 'boolean':
      return context.t(value === true ? 'common.yes' : 'common.no');
    case 'status':
      return typeof value === 'string' ? context.t(`statuses.${value}`) : '';
    case 'select':
      return typeof value === 'string' ? context.t(optionLabel(field, value)) : '';
    case 'reference':
      return referenceLabel(row, field) ?? (typeof value === 'number' ? localizeDigits(String(value), context.language) : '');
    case 'tags':
    case 'references':
      return texts(value).join(context.language === 'en' ? ', ' : '، ');
    case 'text':
    case 'textarea':
    case 'code':
    case 'color':
      return typeof value === 'string' ? value : '';
    default:
      return '';
  }
}
