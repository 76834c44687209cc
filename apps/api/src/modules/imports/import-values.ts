import { optionLabel, statuses, type Field } from '@hesab/contract';
import { isIsoDate, parseDateText, toLatinDigits } from '@hesab/domain';
import { languages } from '@hesab/i18n';
import { webMessage } from '../spreadsheets/index.ts';
import { persianLetters } from './sheet-reader.ts';

/*
 * A spreadsheet's text as the values a form sends (issue 18): digits in any script, amounts with their
 * separators, dates in the business's calendar, choices by value or by their label in any language. What cannot
 * be read is passed on as it was, so the form's own validator refuses it with its own message.
 */

const yes = new Set(['1', 'true', 'yes', 'y', 'بله', 'بلی', 'آری', 'نعم', 'بەڵێ']);
const no = new Set(['0', 'false', 'no', 'n', 'خیر', 'نه', 'لا', 'نەخێر']);

/** The label of an option in any language, or its value, as the option; null where none fits. */
function optionOf(field: Field & { label: string }, options: readonly string[], text: string, labelOf: (option: string) => string): string | null {
  return options.find((option) => option === text || languages.some((language) => persianLetters(webMessage(language, labelOf(option))) === text)) ?? null;
}

/** A cell as the value the field's form sends; undefined for an empty cell, which leaves the field out. */
export function wireValueOf(field: Field, text: string, dateLocale: string): unknown {
  if (text === '') return undefined;
  const latin = toLatinDigits(text);
  switch (field.type) {
    case 'money':
    case 'percent':
      // Thousands separators as Excel or a person writes them.
      return latin.replace(/[,\u066c\u060c\s]/g, '').replace('\u066b', '.');
    case 'number':
      return /^-?\d+$/.test(latin) ? Number(latin) : latin;
    case 'date':
      return isIsoDate(latin) ? latin : (parseDateText(latin, dateLocale) ?? latin);
    case 'boolean': {
      const lower = latin.toLowerCase();
      return yes.has(lower) ? true : no.has(lower) ? false : latin;
    }
    case 'select':
      return optionOf(field, field.options, text, (option) => optionLabel(field, option)) ?? text;
    case 'status':
      return optionOf(field, statuses, text, (status) => `statuses.${status}`) ?? text;
    case 'tags':
      return text
        .split(/[,\u060c]/)
        .map((tag) => tag.trim())
        .filter((tag) => tag !== '');
    case 'code':
      return latin;
    case 'text':
      // Codes and numbers typed as text (a mobile, a national code) are read in Latin digits; names keep theirs.
      return field.format ? latin : text;
    default:
      return text;
  }
}
