import { formatBusinessDate, formatJalaliLong, isoDateOf, localizeDigits } from '@hesab/domain';
import type { Language } from '@hesab/i18n';

/** Intl locales of the languages whose date names browsers know; Central Kurdish data is often missing. */
const intlLocales: Record<Exclude<Language, 'ku'>, string> = { fa: 'fa-IR', en: 'en-GB', ar: 'ar' };

/** Sorani weekday names from Sunday, as Date.getUTCDay counts. */
const soraniWeekdays = ['یەکشەممە', 'دووشەممە', 'سێشەممە', 'چوارشەممە', 'پێنجشەممە', 'هەینی', 'شەممە'] as const;

function midnightUtc(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

function weekdayOf(isoDate: string, language: Language): string {
  if (language === 'ku') return soraniWeekdays[midnightUtc(isoDate).getUTCDay()] ?? '';
  return new Intl.DateTimeFormat(intlLocales[language], { weekday: 'long', timeZone: 'UTC' }).format(
    midnightUtc(isoDate),
  );
}

/** Today's calendar date where the browser is. */
export function todayIso(): string {
  return isoDateOf(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);
}

export { formatBusinessDate };

/**
 * A date with its weekday: in Persian with Jalali month names ('یکشنبه ۱ آذر ۱۴۰۵'), in a Gregorian business
 * the browser's long form, otherwise the weekday before the numeric date ('Sunday 1405/09/01').
 */
export function formatBusinessDateLong(isoDate: string, dateLocale: string, language: Language): string {
  if (dateLocale === 'fa' && language === 'fa') return formatJalaliLong(isoDate);
  if (dateLocale !== 'fa' && language !== 'ku') {
    const long = new Intl.DateTimeFormat(intlLocales[language], {
      dateStyle: 'full',
      calendar: 'gregory',
      timeZone: 'UTC',
    }).format(midnightUtc(isoDate));
    return localizeDigits(long, language);
  }
  return `${weekdayOf(isoDate, language)} ${formatBusinessDate(isoDate, dateLocale, language)}`;
}
