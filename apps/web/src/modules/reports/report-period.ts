import { isIsoDate } from '@hesab/domain';

/** A report's range, ISO dates, both days included. */
export interface Period {
  from: string;
  to: string;
}

/** The session's financial year: a report without dates of its own covers it. */
export interface YearRange {
  startDate: string;
  endDate: string;
}

/** ISO dates compare as text. */
export function isPeriod(from: unknown, to: unknown): boolean {
  return isIsoDate(from) && isIsoDate(to) && from <= to;
}

/** The URL's `from` and `to`, or the financial year when either is missing or they make no range. */
export function readPeriod(params: URLSearchParams, year: YearRange): Period {
  const from = params.get('from');
  const to = params.get('to');
  return isPeriod(from, to) && from !== null && to !== null ? { from, to } : { from: year.startDate, to: year.endDate };
}

/** A balance on a day defaults to today, kept inside the financial year (a closed year shows its last day). */
export function defaultDay(year: YearRange, today: string): string {
  if (today < year.startDate) return year.startDate;
  if (today > year.endDate) return year.endDate;
  return today;
}

export function readDay(params: URLSearchParams, year: YearRange, today: string): string {
  const date = params.get('date');
  return isIsoDate(date) ? date : defaultDay(year, today);
}

/** One of a fixed set of values from the URL, or the fallback. */
export function readChoice<T extends string>(params: URLSearchParams, name: string, options: readonly T[], fallback: T): T {
  const value = params.get(name);
  return options.find((option) => option === value) ?? fallback;
}

/** The URL with some of its values replaced; `undefined` removes one. Other values (a picker's) stay. */
export function withParams(params: URLSearchParams, values: Record<string, string | undefined>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) next.delete(name);
    else next.set(name, value);
  }
  return next;
}
