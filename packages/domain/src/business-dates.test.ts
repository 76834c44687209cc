import { describe, expect, it } from 'vitest';
import { dateEditText, parseDateText } from './business-dates.ts';

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
