import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gregorianMonthLength, type GregorianDate } from './iso-date.ts';
import {
  isJalaliLeapYear,
  isValidJalaliDate,
  jalaliMonthLength,
  toGregorian,
  toJalali,
  type JalaliDate,
} from './jalali.ts';

const date = (year: number, month: number, day: number) => ({ year, month, day });

function nextGregorianDay({ year, month, day }: GregorianDate): GregorianDate {
  if (day < gregorianMonthLength(year, month)) return date(year, month, day + 1);
  return month < 12 ? date(year, month + 1, 1) : date(year + 1, 1, 1);
}

function nextJalaliDay({ year, month, day }: JalaliDate): JalaliDate {
  if (day < jalaliMonthLength(year, month)) return date(year, month, day + 1);
  return month < 12 ? date(year, month + 1, 1) : date(year + 1, 1, 1);
}

describe('Jalali calendar facts', () => {
  it('1403 is leap: 1403/12/30 is 2025-03-20 and 1404/01/01 follows on 2025-03-21', () => {
    expect(isJalaliLeapYear(1403)).toBe(true);
    expect(isValidJalaliDate(1403, 12, 30)).toBe(true);
    expect(toGregorian(date(1403, 12, 30))).toEqual(date(2025, 3, 20));
    expect(toJalali(date(2025, 3, 20))).toEqual(date(1403, 12, 30));
    expect(toJalali(date(2025, 3, 21))).toEqual(date(1404, 1, 1));
    expect(toGregorian(date(1404, 1, 1))).toEqual(date(2025, 3, 21));
  });

  it('1404 is not leap, so 1404/12/30 does not exist', () => {
    expect(isJalaliLeapYear(1404)).toBe(false);
    expect(jalaliMonthLength(1404, 12)).toBe(29);
    expect(isValidJalaliDate(1404, 12, 30)).toBe(false);
    expect(() => toGregorian(date(1404, 12, 30))).toThrow(RangeError);
  });

  it('2024-03-20 is 1403/01/01 and 1399/12/30 exists', () => {
    expect(toJalali(date(2024, 3, 20))).toEqual(date(1403, 1, 1));
    expect(isValidJalaliDate(1399, 12, 30)).toBe(true);
    expect(toGregorian(date(1399, 12, 30))).toEqual(date(2021, 3, 20));
  });

  it('has the leap years of the current 33-year cycle', () => {
    const leap = Array.from({ length: 40 }, (_, i) => 1380 + i).filter(isJalaliLeapYear);
    expect(leap).toEqual([1383, 1387, 1391, 1395, 1399, 1403, 1408, 1412, 1416]);
  });

  it('gives month lengths of 31, 30 and 29/30', () => {
    expect([1, 6, 7, 11, 12].map((m) => jalaliMonthLength(1403, m))).toEqual([31, 31, 30, 30, 30]);
    expect(() => jalaliMonthLength(1403, 13)).toThrow(RangeError);
  });

  it('rejects impossible and out-of-range dates', () => {
    expect(isValidJalaliDate(1403, 0, 1)).toBe(false);
    expect(isValidJalaliDate(1403, 7, 31)).toBe(false);
    expect(isValidJalaliDate(1403, 1, 1.5)).toBe(false);
    expect(isValidJalaliDate(0, 1, 1)).toBe(false);
    expect(isValidJalaliDate(3178, 1, 1)).toBe(false);
    expect(() => toJalali(date(2023, 2, 29))).toThrow(RangeError);
    expect(() => toJalali(date(500, 1, 1))).toThrow(RangeError);
    expect(() => isJalaliLeapYear(4000)).toThrow(RangeError);
  });
});

describe('Jalali conversion properties', () => {
  it('round-trips and advances one day at a time for every day from 1900 to 2100', () => {
    const same = (a: GregorianDate | JalaliDate, b: GregorianDate | JalaliDate) =>
      a.year === b.year && a.month === b.month && a.day === b.day;
    const failures: string[] = [];
    let gregorian = date(1900, 1, 1);
    let jalali = toJalali(gregorian);
    let days = 0;
    for (; gregorian.year <= 2100; days++) {
      if (!same(toGregorian(jalali), gregorian)) failures.push(`round trip of ${JSON.stringify(gregorian)}`);
      const next = nextGregorianDay(gregorian);
      const nextJalali = toJalali(next);
      if (!same(nextJalali, nextJalaliDay(jalali))) failures.push(`day after ${JSON.stringify(gregorian)}`);
      gregorian = next;
      jalali = nextJalali;
    }
    expect(failures).toEqual([]);
    expect(days).toBe(201 * 365 + 49); // every day checked: 49 leap years from 1904 to 2096
  });

  it('round-trips valid Jalali dates across the supported range', () => {
    const jalaliDate = fc
      .tuple(fc.integer({ min: 1, max: 3176 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }))
      .filter(([y, m, d]) => isValidJalaliDate(y, m, d));
    fc.assert(
      fc.property(jalaliDate, ([year, month, day]) => {
        expect(toJalali(toGregorian(date(year, month, day)))).toEqual(date(year, month, day));
      }),
    );
  });
});
