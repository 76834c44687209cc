import { describe, expect, it } from 'vitest';
import { formatJalali, formatJalaliLong, jalaliMonthNames, jalaliWeekdayNames, parseJalali } from './jalali-format.ts';

describe('formatJalali', () => {
  it('writes zero-padded Jalali dates', () => {
    expect(formatJalali('2025-03-20')).toBe('1403/12/30');
    expect(formatJalali('2025-03-21')).toBe('1404/01/01');
  });

  it('localizes digits when a language is given', () => {
    expect(formatJalali('2025-03-20', 'fa')).toBe('۱۴۰۳/۱۲/۳۰');
    expect(formatJalali('2025-03-20', 'ar')).toBe('١٤٠٣/١٢/٣٠');
    expect(formatJalali('2025-03-20', 'en')).toBe('1403/12/30');
  });

  it('throws on an invalid ISO date', () => {
    for (const bad of ['2025-02-29', '2025-3-20', '2025-03-20T00:00:00Z', '']) {
      expect(() => formatJalali(bad)).toThrow(RangeError);
    }
  });
});

describe('parseJalali', () => {
  it('reads Jalali dates in any digit script', () => {
    expect(parseJalali('1403/12/30')).toBe('2025-03-20');
    expect(parseJalali('۱۴۰۴/۰۱/۰۱')).toBe('2025-03-21');
    expect(parseJalali(' ١٤٠٣/١/١ ')).toBe('2024-03-20');
    expect(parseJalali('1399-12-30')).toBe('2021-03-20');
  });

  it('throws on dates that do not exist or are malformed', () => {
    for (const bad of ['1404/12/30', '1403/13/01', '1403/07/31', '03/12/30', '1403/12-30', '1403/12/30 x', '']) {
      expect(() => parseJalali(bad)).toThrow(RangeError);
    }
  });

  it('is the inverse of formatJalali', () => {
    for (const iso of ['1900-01-01', '2024-03-20', '2025-03-20', '2100-12-31']) {
      expect(parseJalali(formatJalali(iso, 'fa'))).toBe(iso);
    }
  });
});

describe('names', () => {
  it('lists the twelve months from Farvardin and the week from Saturday', () => {
    expect(jalaliMonthNames).toHaveLength(12);
    expect(jalaliMonthNames[0]).toBe('فروردین');
    expect(jalaliMonthNames[11]).toBe('اسفند');
    expect(jalaliWeekdayNames).toHaveLength(7);
    expect(jalaliWeekdayNames[0]).toBe('شنبه');
    expect(jalaliWeekdayNames[6]).toBe('جمعه');
  });

  it('writes the long Persian form with the weekday', () => {
    expect(formatJalaliLong('2025-03-21')).toBe('جمعه ۱ فروردین ۱۴۰۴');
    expect(formatJalaliLong('2025-03-22')).toBe('شنبه ۲ فروردین ۱۴۰۴');
    expect(formatJalaliLong('2025-03-20')).toBe('پنجشنبه ۳۰ اسفند ۱۴۰۳');
  });
});
