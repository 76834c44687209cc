import type { QueryParams } from '../../shared/api/client.ts';

/** What a log entry records (ref_action). */
export const logActions = ['create', 'update', 'remove'] as const;
export type LogAction = (typeof logActions)[number];

/** Spec 02 section 9: the log offers 10, 25, 50, 100 and 500 rows a page. */
export const logPageSizes = [10, 25, 50, 100, 500] as const;
export type LogPageSize = (typeof logPageSizes)[number];

/** The filter dialog's fields (spec 02 "Activity log"): user, action, id, number, and the record type. */
export interface LogFilters {
  /** the user's id */
  user?: string;
  action?: LogAction;
  /** ref_id */
  id?: string;
  /** ref_number */
  number?: string;
  /** ref_type */
  type?: string;
}

export const logFilterNames = ['user', 'action', 'id', 'number', 'type'] as const;
export type LogFilterName = (typeof logFilterNames)[number];

/** The page's state, kept in the URL so a reload or the back button finds the same rows. */
export interface LogState {
  page: number;
  perPage: LogPageSize;
  search: string;
  filters: LogFilters;
}

function isPageSize(value: number): value is LogPageSize {
  return (logPageSizes as readonly number[]).includes(value);
}

function isAction(value: string | null): value is LogAction {
  return (logActions as readonly (string | null)[]).includes(value);
}

function textParam(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name)?.trim();
  return value ? value : undefined;
}

export function readLogState(params: URLSearchParams): LogState {
  const page = Number(params.get('page'));
  const perPage = Number(params.get('perPage'));
  const action = params.get('action');
  const user = textParam(params, 'user');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    perPage: isPageSize(perPage) ? perPage : 10,
    search: textParam(params, 'search') ?? '',
    filters: {
      // The server takes a user by id: anything else would only be refused.
      user: user && /^\d+$/.test(user) ? user : undefined,
      action: isAction(action) ? action : undefined,
      id: textParam(params, 'id'),
      number: textParam(params, 'number'),
      type: textParam(params, 'type'),
    },
  };
}

/** The state as the URL's query, defaults left out. */
export function writeLogState(state: LogState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.perPage !== 10) params.set('perPage', String(state.perPage));
  if (state.search) params.set('search', state.search);
  for (const name of logFilterNames) {
    const value = state.filters[name];
    if (value) params.set(name, value);
  }
  return params;
}

/** The api's query for the state. */
export function logQueryOf(state: LogState): QueryParams {
  return { page: state.page, perPage: state.perPage, search: state.search || undefined, ...state.filters };
}

/** Spec 02 section 5: the page-jump field takes 1 at least and the page count at most. */
export function clampPage(page: number, lastPage: number): number {
  return Math.min(Math.max(Math.trunc(page), 1), Math.max(lastPage, 1));
}
