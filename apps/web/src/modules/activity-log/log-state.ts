import { logActions, type LogAction } from '@hesab/contract';
import type { QueryParams } from '../../shared/api/client.ts';
import {
  listParams,
  oneOf,
  pageParam,
  perPageParam,
  searchParam,
  trimmedText,
  type ListParam,
  type ListParams,
  type PerPage,
} from '../../shared/lists/list-params.ts';

export { logActions, type LogAction };

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

/** Each filter as a parameter of its own name, as the api takes it. */
const filtersParam: ListParam<{ filters: LogFilters }> = {
  read: (params) => {
    const user = trimmedText.read(params.get('user'));
    return {
      filters: {
        // The server takes a user by id: anything else would only be refused.
        user: user && /^\d+$/.test(user) ? user : undefined,
        action: oneOf(logActions).read(params.get('action')),
        id: trimmedText.read(params.get('id')),
        number: trimmedText.read(params.get('number')),
        type: trimmedText.read(params.get('type')),
      },
    };
  },
  write: (state, into) => {
    for (const name of logFilterNames) {
      const value = state.filters[name];
      if (value) into.set(name, value);
    }
  },
};

/** `page`, `perPage` (10 unless chosen), `search` and the filters; what the page would not offer is dropped. */
export const logListParams: ListParams<LogState> = listParams(pageParam, perPageParam(10), searchParam, filtersParam);

/** The api's query for the state. */
export function logQueryOf(state: LogState): QueryParams {
  return { page: state.page, perPage: state.perPage, search: state.search || undefined, ...state.filters };
}
