import { describe, expect, it } from 'vitest';
import { businessMonths, dateEditText, formatBusinessMonth, parseDateText } from './business-dates.ts';

describe('dates typed in the business calendar', () => {
  it('reads Jalali text in any digits when date_locale is fa', () => {
    expect(parseDateText('1404/01/01', 'fa')).toBe('2025-03-21');
    expect(parseDateText('۱۴۰۴/۱/۱', 'fa')).toBe('2025-03-21');
    expect(parseDateText('1404/12/30', 'fa')).toBeNull();
    expect(parseDateText('1404/01', 'fa')).toBeNull();
  });

  it('reads Gregorian text otherwise', () => {
    expect(parseDateText('2025/3/21', 'en')).toBe('2025-03-21');
    expect(parseDateText('2025/02/29', 'en')).toBeNull();
  });

  it('edits a stored date as YYYY/MM/DD of the calendar', () => {
    expect(dateEditText('2025-03-21', 'fa')).toBe('1404/01/01');
    expect(dateEditText('2025-03-21', 'en')).toBe('2025/03/21');
  });
});

describe('months of the business calendar', () => {
  it('cuts a range into Jalali months, the first and last cut to the range', () => {
    // 1405/01/01 is 2026-03-21; Farvardin has 31 days, Ordibehesht 31.
    expect(businessMonths('2026-03-25', '2026-05-30', 'fa')).toEqual([
      { start: '2026-03-25', end: '2026-04-20' },
      { start: '2026-04-21', end: '2026-05-21' },
      { start: '2026-05-22', end: '2026-05-30' },
    ]);
    expect(formatBusinessMonth('2026-04-21', 'fa', 'fa')).toBe('اردیبهشت ۱۴۰۵');
  });

  it('cuts a range into Gregorian months elsewhere', () => {
    expect(businessMonths('2024-01-15', '2024-03-01', 'en')).toEqual([
      { start: '2024-01-15', end: '2024-01-31' },
      { start: '2024-02-01', end: '2024-02-29' },
      { start: '2024-03-01', end: '2024-03-01' },
    ]);
    expect(formatBusinessMonth('2024-02-01', 'en', 'en')).toBe('2024/02');
  });
});
