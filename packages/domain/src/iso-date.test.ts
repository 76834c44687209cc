import { describe, expect, it } from 'vitest';
import { formatIsoDate, isoDateOf, isValidGregorianDate, parseIsoDate } from './iso-date.ts';

describe('ISO dates', () => {
  it('parses and formats YYYY-MM-DD', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(formatIsoDate({ year: 987, month: 3, day: 5 })).toBe('0987-03-05');
    expect(() => parseIsoDate('2023-02-29')).toThrow(RangeError);
    expect(() => parseIsoDate('2024-2-1')).toThrow(RangeError);
  });

  it('knows Gregorian leap years', () => {
    expect(isValidGregorianDate(2000, 2, 29)).toBe(true);
    expect(isValidGregorianDate(1900, 2, 29)).toBe(false);
    expect(isValidGregorianDate(2024, 4, 31)).toBe(false);
  });
});

describe('isoDateOf', () => {
  it('takes the calendar date in the given time zone', () => {
    // Tehran is UTC+3:30 (no DST since 2022): its 21 March (Nowruz) starts at 20:30 UTC on the 20th.
    const instant = new Date('2025-03-20T21:00:00Z');
    expect(isoDateOf(instant, 'Asia/Tehran')).toBe('2025-03-21');
    expect(isoDateOf(instant, 'UTC')).toBe('2025-03-20');
    expect(isoDateOf(new Date('2025-03-20T20:29:59Z'), 'Asia/Tehran')).toBe('2025-03-20');
  });

  it('throws on an unknown time zone or an invalid Date', () => {
    expect(() => isoDateOf(new Date(), 'Mars/Olympus')).toThrow(RangeError);
    expect(() => isoDateOf(new Date(Number.NaN), 'UTC')).toThrow(RangeError);
  });
});
