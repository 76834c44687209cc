import { addDays, formatIsoDate, gregorianMonthLength, isValidGregorianDate, parseIsoDate, pad } from './iso-date.ts';
import { localizeDigits, toLatinDigits, type DigitLanguage } from './digits.ts';
import { formatJalali, jalaliMonthNames, parseJalali } from './jalali-format.ts';
import { jalaliMonthLength, toGregorian, toJalali } from './jalali.ts';

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

/** A month of the business's calendar within a range: its first and last day inside the range, ISO. */
export interface BusinessMonth {
  start: string;
  end: string;
}

/** The last ISO day of the business-calendar month a day falls in. */
function monthEnd(iso: string, dateLocale: string): string {
  const day = parseIsoDate(iso);
  if (!isJalali(dateLocale)) return formatIsoDate({ ...day, day: gregorianMonthLength(day.year, day.month) });
  const { year, month } = toJalali(day);
  return formatIsoDate(toGregorian({ year, month, day: jalaliMonthLength(year, month) }));
}

/** The business-calendar months a range of days covers, in order, the first and last cut to the range. */
export function businessMonths(from: string, to: string, dateLocale: string): BusinessMonth[] {
  const months: BusinessMonth[] = [];
  for (let day = from; day <= to; ) {
    const end = monthEnd(day, dateLocale);
    months.push({ start: day, end: end < to ? end : to });
    day = addDays(end, 1);
  }
  return months;
}

/** A month by a day of it, as its people name it: "فروردین ۱۴۰۵" in the Jalali calendar, "2026/03" in the Gregorian. */
export function formatBusinessMonth(isoDate: string, dateLocale: string, language: DigitLanguage): string {
  const day = parseIsoDate(isoDate);
  if (!isJalali(dateLocale)) return localizeDigits(`${day.year}/${pad(day.month, 2)}`, language);
  const jalali = toJalali(day);
  return `${jalaliMonthNames[jalali.month - 1] ?? ''} ${localizeDigits(String(jalali.year), language)}`;
}
