import { isValidGregorianDate, type GregorianDate } from './iso-date.ts';

/** A day of the Jalali (Solar Hijri) calendar; month and day are 1-based (1 = Farvardin). */
export interface JalaliDate {
  year: number;
  month: number;
  day: number;
}

/**
 * The supported Jalali years: 1 up to the end of the breaks table below.
 * toJalali accordingly accepts Gregorian dates from 622-03-22 to 3798-12-31.
 */
export const minJalaliYear = 1;
export const maxJalaliYear = 3177;
const maxGregorianYear = 3798;

/*
 * The arithmetic of jalaali-js (Borkowski): Jalali years whose leap pattern
 * changes, matching the astronomical calendar Iran uses over this range.
 */
const BREAKS = [
  -61, 9, 38, 199, 426, 686, 756, 818, 1111, 1181, 1210, 1635, 2060, 2097, 2192, 2262, 2324, 2394, 2456, 3178,
] as const;

/** Integer division and remainder truncating toward zero, as the algorithm is written. */
const div = (a: number, b: number): number => Math.trunc(a / b);
const mod = (a: number, b: number): number => a - Math.trunc(a / b) * b;

interface JalaliYearInfo {
  /** Years since the last leap year: 0 means this year is leap. */
  leap: number;
  /** The Gregorian year in which this Jalali year begins. */
  gregorianYear: number;
  /** The day of March on which 1 Farvardin falls. */
  march: number;
}

function assertJalaliYear(year: number): void {
  if (!Number.isInteger(year) || year < minJalaliYear || year > maxJalaliYear) {
    throw new RangeError(`Unsupported Jalali year: ${year}`);
  }
}

function jalaliYearInfo(year: number): JalaliYearInfo {
  let leapJ = -14;
  let previousBreak: number = BREAKS[0];
  let jump = 0;
  for (const nextBreak of BREAKS.slice(1)) {
    jump = nextBreak - previousBreak;
    if (year < nextBreak) break;
    leapJ += div(jump, 33) * 8 + div(mod(jump, 33), 4);
    previousBreak = nextBreak;
  }
  let n = year - previousBreak;
  // Leap years from AD 621 to the start of this year, Jalali and Gregorian.
  leapJ += div(n, 33) * 8 + div(mod(n, 33) + 3, 4);
  if (mod(jump, 33) === 4 && jump - n === 4) leapJ += 1;
  const gregorianYear = year + 621;
  const leapG = div(gregorianYear, 4) - div((div(gregorianYear, 100) + 1) * 3, 4) - 150;
  if (jump - n < 6) n = n - jump + div(jump + 4, 33) * 33;
  const leap = mod(mod(n + 1, 33) - 1, 4);
  return { leap: leap === -1 ? 4 : leap, gregorianYear, march: 20 + leapJ - leapG };
}

/** Julian Day Number of a Gregorian date. */
function gregorianToDayNumber(year: number, month: number, day: number): number {
  const d =
    div((year + div(month - 8, 6) + 100100) * 1461, 4) + div(153 * mod(month + 9, 12) + 2, 5) + day - 34840408;
  return d - div(div(year + 100100 + div(month - 8, 6), 100) * 3, 4) + 752;
}

function dayNumberToGregorian(dayNumber: number): GregorianDate {
  let j = 4 * dayNumber + 139361631;
  j += div(div(4 * dayNumber + 183187720, 146097) * 3, 4) * 4 - 3908;
  const i = div(mod(j, 1461), 4) * 5 + 308;
  const day = div(mod(i, 153), 5) + 1;
  const month = mod(div(i, 153), 12) + 1;
  return { year: div(j, 1461) - 100100 + div(8 - month, 6), month, day };
}

export function isJalaliLeapYear(year: number): boolean {
  assertJalaliYear(year);
  return jalaliYearInfo(year).leap === 0;
}

/** Months 1-6 have 31 days, 7-11 have 30, Esfand 29 or 30 in a leap year. */
export function jalaliMonthLength(year: number, month: number): number {
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError(`Invalid Jalali month: ${month}`);
  if (month <= 6) return 31;
  if (month <= 11) return 30;
  return isJalaliLeapYear(year) ? 30 : 29;
}

export function isValidJalaliDate(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    year >= minJalaliYear &&
    year <= maxJalaliYear &&
    Number.isInteger(month) &&
    month >= 1 &&
    month <= 12 &&
    Number.isInteger(day) &&
    day >= 1 &&
    day <= jalaliMonthLength(year, month)
  );
}

/** Julian Day Number of a valid Jalali date; also gives the weekday. */
export function jalaliToDayNumber(date: JalaliDate): number {
  if (!isValidJalaliDate(date.year, date.month, date.day)) {
    throw new RangeError(`Invalid Jalali date: ${date.year}/${date.month}/${date.day}`);
  }
  const { gregorianYear, march } = jalaliYearInfo(date.year);
  return (
    gregorianToDayNumber(gregorianYear, 3, march) +
    (date.month - 1) * 31 -
    div(date.month, 7) * (date.month - 7) +
    date.day -
    1
  );
}

export function toGregorian(date: JalaliDate): GregorianDate {
  return dayNumberToGregorian(jalaliToDayNumber(date));
}

export function toJalali(date: GregorianDate): JalaliDate {
  const { year: gregorianYear, month, day } = date;
  if (
    !isValidGregorianDate(gregorianYear, month, day) ||
    gregorianYear < minJalaliYear + 621 ||
    gregorianYear > maxGregorianYear
  ) {
    throw new RangeError(`Unsupported Gregorian date: ${gregorianYear}-${month}-${day}`);
  }
  const dayNumber = gregorianToDayNumber(gregorianYear, month, day);
  let year = gregorianYear - 621;
  const info = jalaliYearInfo(year);
  // Days since 1 Farvardin of the Jalali year that starts in this Gregorian year.
  let k = dayNumber - gregorianToDayNumber(gregorianYear, 3, info.march);
  if (k >= 0) {
    if (k <= 185) return { year, month: 1 + div(k, 31), day: mod(k, 31) + 1 };
    k -= 186;
  } else {
    // Before Nowruz: the last months of the previous Jalali year.
    year -= 1;
    k += info.leap === 1 ? 180 : 179;
  }
  if (year < minJalaliYear) throw new RangeError(`Unsupported Gregorian date: ${gregorianYear}-${month}-${day}`);
  return { year, month: 7 + div(k, 30), day: mod(k, 30) + 1 };
}
