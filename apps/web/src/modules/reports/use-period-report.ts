import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { reportStaleTime } from './report-api.ts';
import { readPeriod, withParams, type Period, type YearRange } from './report-period.ts';

/** A report of a range kept in the URL (the financial year unless chosen): the range, the report, and a new range. */
export function usePeriodReport<T>(year: YearRange, key: (period: Period) => readonly unknown[], fetch: (period: Period) => Promise<T>) {
  const [params, setParams] = useSearchParams();
  const period = readPeriod(params, year);
  const report = useQuery({ queryKey: key(period), queryFn: () => fetch(period), placeholderData: keepPreviousData, staleTime: reportStaleTime });
  const setPeriod = (next: Period) => setParams(withParams(params, { from: next.from, to: next.to }), { replace: true });
  return { period, report, setPeriod };
}
