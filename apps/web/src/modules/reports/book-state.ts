import { perPageOptions } from '@hesab/contract';
import type { PerPage } from '../../shared/resources/list-state.ts';
import { readPeriod, type Period, type YearRange } from './report-period.ts';

/** The book's page in the URL, so the trial balance (and a bookmark) can open it on an account and range. */
export interface BookState extends Period {
  account: number | null;
  detail: number | null;
  page: number;
  perPage: PerPage;
}

const defaultPerPage: PerPage = 50;

function positiveInt(value: string | null): number | null {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number >= 1 ? number : null;
}

function isPageSize(value: number | null): value is PerPage {
  return (perPageOptions as readonly (number | null)[]).includes(value);
}

export function readBookState(params: URLSearchParams, year: YearRange): BookState {
  const perPage = positiveInt(params.get('perPage'));
  return {
    ...readPeriod(params, year),
    account: positiveInt(params.get('account')),
    detail: positiveInt(params.get('detail')),
    page: positiveInt(params.get('page')) ?? 1,
    perPage: isPageSize(perPage) ? perPage : defaultPerPage,
  };
}

/** The book's URL query; the first page and the usual page size are left out. */
export function bookSearch(state: Partial<BookState> & Period): URLSearchParams {
  const params = new URLSearchParams();
  if (state.account) params.set('account', String(state.account));
  if (state.detail) params.set('detail', String(state.detail));
  params.set('from', state.from);
  params.set('to', state.to);
  if (state.page && state.page !== 1) params.set('page', String(state.page));
  if (state.perPage && state.perPage !== defaultPerPage) params.set('perPage', String(state.perPage));
  return params;
}
