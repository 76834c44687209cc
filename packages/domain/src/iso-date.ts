/** A day of the (proleptic) Gregorian calendar; month and day are 1-based. */
export interface GregorianDate {
  year: number;
  month: number;
  day: number;
}

export function isGregorianLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function gregorianMonthLength(year: number, month: number): number {
  if (month === 2) return isGregorianLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

export function isValidGregorianDate(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= gregorianMonthLength(year, month)
  );
}

/** Reads an ISO calendar date 'YYYY-MM-DD' (nothing more: no time, no offset); throws RangeError otherwise. */
export function parseIsoDate(iso: string): GregorianDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const date = { year: Number(match?.[1]), month: Number(match?.[2]), day: Number(match?.[3]) };
  if (!isValidGregorianDate(date.year, date.month, date.day)) throw new RangeError(`Not an ISO date: ${iso}`);
  return date;
}

/** Writes 'YYYY-MM-DD' (years 0-9999). */
export function formatIsoDate(date: GregorianDate): string {
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** An ISO date moved by whole days (UTC arithmetic: calendar days, no time zone). */
export function addDays(isoDate: string, days: number): string {
  const { year, month, day } = parseIsoDate(isoDate);
  const moved = new Date(Date.UTC(year, month - 1, day + days));
  return formatIsoDate({ year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() });
}

/** Zero-pads a non-negative integer; shared with the Jalali formatter. */
export function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar date ('YYYY-MM-DD') that the instant falls on in the IANA time
 * zone, e.g. isoDateOf(new Date(), 'Asia/Tehran'). Pure (no hidden clock) and
 * uses only Intl, so it runs in Node and browsers. Throws RangeError on an
 * unknown time zone or an invalid Date.
 */
export function isoDateOf(instant: Date, timeZone: string): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA-u-ca-gregory-nu-latn', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  // formatToParts rather than format: no reliance on en-CA's pattern being YYYY-MM-DD.
  const parts = formatter.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}
