import { useInit } from '../../shared/session/session-queries.ts';
import type { YearRange } from './report-period.ts';

/** The session's financial year, which reports cover unless told otherwise; undefined until the session is in. */
export function useReportYear(): YearRange | undefined {
  const session = useInit().data;
  return session ? { startDate: session.startDate, endDate: session.endDate } : undefined;
}
