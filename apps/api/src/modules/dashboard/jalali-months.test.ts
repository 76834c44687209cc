import { describe, expect, it } from 'vitest';
import { jalaliMonthsOf } from './jalali-months.ts';

describe('jalaliMonthsOf', () => {
  it('cuts a year from 1 Farvardin into its twelve months of 31, 30 and 29 days', () => {
    const months = jalaliMonthsOf('2025-03-21', '2026-03-20');
    expect(months.map((month) => [month.year, month.month])).toEqual(Array.from({ length: 12 }, (_, i) => [1404, i + 1]));
    expect(months[0]).toEqual({ year: 1404, month: 1, from: '2025-03-21', to: '2025-04-20' });
    expect(months[6]).toEqual({ year: 1404, month: 7, from: '2025-09-23', to: '2025-10-22' });
    // 1404 is not a leap year: its Esfand has 29 days.
    expect(months[11]).toEqual({ year: 1404, month: 12, from: '2026-02-20', to: '2026-03-20' });
  });

  it('cuts a year that starts inside a month at its first and last days', () => {
    const months = jalaliMonthsOf('2025-05-06', '2026-05-05');
    expect(months).toHaveLength(13);
    expect(months[0]).toEqual({ year: 1404, month: 2, from: '2025-05-06', to: '2025-05-21' });
    expect(months[12]).toEqual({ year: 1405, month: 2, from: '2026-04-21', to: '2026-05-05' });
  });
});
