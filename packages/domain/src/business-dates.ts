import { formatIsoDate, isValidGregorianDate } from './iso-date.ts';
import { localizeDigits, toLatinDigits, type DigitLanguage } from './digits.ts';
import { formatJalali, parseJalali } from './jalali-format.ts';

/*
 * A business's dates as its people read and type them: Jalali 'YYYY/MM/DD' where its date locale is Persian,
 * Gregorian 'YYYY/MM/DD' otherwise. The screens, the Excel export and the imports all read and write them here.
 */

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const gregorianText = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/;

export function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && isoDate.test(value);
}

/** A business with date_locale 'fa' writes dates in the Jalali calendar, any other in the Gregorian one. */
function isJalali(dateLocale: string): boolean {
  return dateLocale === 'fa';
}

/** The text a date box edits: 'YYYY/MM/DD' in the business's calendar, Latin digits. */
export function dateEditText(iso: string, dateLocale: string): string {
  return isJalali(dateLocale) ? formatJalali(iso) : iso.replaceAll('-', '/');
}

/** Typed text as an ISO date, or null when it is no date of the business's calendar. */
export function parseDateText(text: string, dateLocale: string): string | null {
  if (isJalali(dateLocale)) {
    try {
      return parseJalali(text);
    } catch {
      return null;
    }
  }
  const match = gregorianText.exec(toLatinDigits(text.trim()));
  const [year, month, day] = [Number(match?.[1]), Number(match?.[2]), Number(match?.[3])];
  return isValidGregorianDate(year, month, day) ? formatIsoDate({ year, month, day }) : null;
}

/** A business date: Jalali 'YYYY/MM/DD' when the business's date locale is Persian, else Gregorian 'YYYY/MM/DD'. */
export function formatBusinessDate(isoDate: string, dateLocale: string, language: DigitLanguage): string {
  if (isJalali(dateLocale)) return formatJalali(isoDate, language);
  return localizeDigits(isoDate.replaceAll('-', '/'), language);
}
