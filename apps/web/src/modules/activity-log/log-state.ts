import { perPageOptions } from '@hesab/contract';
import type { QueryParams } from '../../shared/api/client.ts';
import type { PerPage } from '../../shared/resources/list-state.ts';

/** What a log entry records (ref_action). */
export const logActions = ['create', 'update', 'remove'] as const;
export type LogAction = (typeof logActions)[number];

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

/** Each filter's label (an i18n key), as its dialog field and its chip name it. */
export const logFilterLabels: Record<LogFilterName, string> = {
  user: 'log.userId',
  action: 'log.action',
  id: 'log.id',
  number: 'log.number',
  type: 'fields.type',
};

/** The page's state, kept in the URL so a reload or the back button finds the same rows. */
export interface LogState {
  page: number;
  perPage: PerPage;
  search: string;
  filters: LogFilters;
}

/** The page sizes of every list. */
function isPageSize(value: number): value is PerPage {
  return (perPageOptions as readonly number[]).includes(value);
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
