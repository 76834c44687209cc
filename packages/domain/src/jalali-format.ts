import { removeBidiMarks } from './bidi-marks.ts';
import { localizeDigits, toLatinDigits, type DigitLanguage } from './digits.ts';
import { formatIsoDate, pad, parseIsoDate } from './iso-date.ts';
import { isValidJalaliDate, jalaliToDayNumber, toGregorian, toJalali } from './jalali.ts';

/** Persian month names; index 0 is Farvardin (month 1). */
export const jalaliMonthNames = [
  'فروردین',
  'اردیبهشت',
  'خرداد',
  'تیر',
  'مرداد',
  'شهریور',
  'مهر',
  'آبان',
  'آذر',
  'دی',
  'بهمن',
  'اسفند',
] as const;

/** Persian weekday names as CLDR spells them; the Iranian week starts on Saturday, so index 0 is Saturday. */
export const jalaliWeekdayNames = ['شنبه', 'یکشنبه', 'دوشنبه', 'سه‌شنبه', 'چهارشنبه', 'پنجشنبه', 'جمعه'] as const;

/**
 * 'YYYY-MM-DD' → Jalali 'YYYY/MM/DD' (zero-padded, e.g. '1403/12/30'), with the
 * language's digits when one is given. Throws RangeError on an invalid or
 * unsupported date.
 */
export function formatJalali(isoDate: string, language?: DigitLanguage): string {
  const { year, month, day } = toJalali(parseIsoDate(isoDate));
  const text = `${pad(year, 4)}/${pad(month, 2)}/${pad(day, 2)}`;
  return language ? localizeDigits(text, language) : text;
}

/**
 * Jalali 'YYYY/MM/DD' (or with '-'; month and day may be one digit; any digit
 * script) → ISO 'YYYY-MM-DD'. Throws RangeError when the text is not such a
 * date or the date does not exist (e.g. '1404/12/30').
 */
export function parseJalali(text: string): string {
  const match = /^(\d{4})([/-])(\d{1,2})\2(\d{1,2})$/.exec(toLatinDigits(removeBidiMarks(text).trim()));
  const date = { year: Number(match?.[1]), month: Number(match?.[3]), day: Number(match?.[4]) };
  if (!isValidJalaliDate(date.year, date.month, date.day)) throw new RangeError(`Not a Jalali date: ${text}`);
  return formatIsoDate(toGregorian(date));
}

/** 'YYYY-MM-DD' → long Persian form with Persian's digits, e.g. '2025-03-22' → 'شنبه ۲ فروردین ۱۴۰۴'. */
export function formatJalaliLong(isoDate: string): string {
  const date = toJalali(parseIsoDate(isoDate));
  // Julian Day Number 0 was a Monday, so +2 makes Saturday 0.
  const weekday = jalaliWeekdayNames[(jalaliToDayNumber(date) + 2) % 7];
  const month = jalaliMonthNames[date.month - 1];
  return localizeDigits(`${weekday} ${date.day} ${month} ${date.year}`, 'fa');
}
