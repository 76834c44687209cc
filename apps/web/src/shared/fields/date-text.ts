import { formatIsoDate, formatJalali, isValidGregorianDate, parseJalali, toLatinDigits } from '@hesab/domain';

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
