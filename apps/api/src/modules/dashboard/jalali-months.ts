import type { DashboardMonth } from '@hesab/contract';
import { formatIsoDate, jalaliMonthLength, parseIsoDate, toGregorian, toJalali } from '@hesab/domain';

/**
 * The Jalali months from the one `start` falls in to the one `end` falls in, each cut to the days from `start` to
 * `end`: a financial year that starts on 1 Farvardin has its twelve months whole.
 */
export function jalaliMonthsOf(start: string, end: string): DashboardMonth[] {
  const months: DashboardMonth[] = [];
  let { year, month } = toJalali(parseIsoDate(start));
  while (start <= end) {
    const first = formatIsoDate(toGregorian({ year, month, day: 1 }));
    const last = formatIsoDate(toGregorian({ year, month, day: jalaliMonthLength(year, month) }));
    months.push({ year, month, from: first < start ? start : first, to: last > end ? end : last });
    if (last >= end) break;
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
  return months;
}
