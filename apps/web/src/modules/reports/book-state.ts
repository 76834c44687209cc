import {
  listParams,
  pageParam,
  param,
  perPageParam,
  positiveInt,
  type ListParam,
  type ListParams,
  type PerPage,
} from '../../shared/lists/list-params.ts';
import { readPeriod, type Period, type YearRange } from './report-period.ts';

/** The book's page in the URL, so the trial balance (and a bookmark) can open it on an account and range. */
export interface BookState extends Period {
  account: number | null;
  detail: number | null;
  page: number;
  perPage: PerPage;
}

const defaultPerPage: PerPage = 50;

/** `from` and `to`, always written; read as one, the financial year where they make no range. */
export function periodParam(year: YearRange): ListParam<Period> {
  return {
    read: (params) => readPeriod(params, year),
    write: (state, into) => {
      into.set('from', state.from);
      into.set('to', state.to);
    },
  };
}

/** `account`, `detail`, the range, `page` and `perPage` (50 unless chosen), in that order. */
export function bookListParams(year: YearRange): ListParams<BookState> {
  return listParams(param('account', positiveInt(null)), param('detail', positiveInt(null)), periodParam(year), pageParam, perPageParam(defaultPerPage));
}

/** The book's URL query, for a link from another report; the first page and the usual page size are left out. */
export function bookSearch(state: Partial<BookState> & Period): URLSearchParams {
  // Writing needs no year: the range is always written.
  const address = bookListParams({ startDate: state.from, endDate: state.to });
  return address.write({ account: null, detail: null, page: 1, perPage: defaultPerPage, ...state });
}
