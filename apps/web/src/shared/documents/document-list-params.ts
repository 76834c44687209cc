import { documentStates, formatSortBy, type DocumentDefinition, type DocumentState, type Field, type SortTerm } from '@hesab/contract';
import type { QueryParams } from '../api/client.ts';
import { filtersParam, type ListFilters } from '../resources/list-state.ts';
import {
  isoDate,
  listParams,
  oneOf,
  pageParam,
  param,
  perPageParam,
  searchParam,
  sortParam,
  type ListParam,
  type ListParams,
  type PerPage,
} from '../lists/list-params.ts';

/** A kind's list as its address keeps it, so a reload or the back button finds the same rows. */
export interface DocumentListState {
  page: number;
  perPage: PerPage;
  search: string;
  /** the sort the user chose; empty is the server's (newest first) */
  sort: SortTerm[];
  state?: DocumentState;
  /** ISO dates of the range, either end open */
  from?: string;
  to?: string;
  /** the kind's removed list instead of its documents */
  removed: boolean;
  /** by filterable field of the header or the lines (a warehouse, a person, a product on one of its rows) */
  filters: ListFilters;
}

/** What a kind's list filters by: its filterable header fields (its variant's aside) and its lines' filterable columns. */
export function documentFilterFields(definition: DocumentDefinition): Field[] {
  return [
    ...definition.fields.filter((field) => field.filterable && field.name !== definition.variants?.field),
    ...(definition.lines?.columns ?? []).filter((column): column is Field & typeof column => column.type !== 'cheque' && column.filterable === true),
  ];
}

/** The columns the kind's list sorts by: those of the head it names, and its sortable header fields. */
export function sortableColumns(definition: DocumentDefinition): ReadonlySet<string> {
  return new Set([...(definition.sortable ?? []), ...definition.fields.filter((field) => field.sortable).map((field) => field.name)]);
}

/** `removed=1`, read only where the kind keeps removed documents. */
function removedParam(restorable: boolean): ListParam<{ removed: boolean }> {
  return {
    read: (params) => ({ removed: restorable && params.get('removed') === '1' }),
    write: (state, into) => {
      if (state.removed) into.set('removed', '1');
    },
  };
}

const addresses = new WeakMap<DocumentDefinition, ListParams<DocumentListState>>();

/**
 * A kind's list address: `page`, `perPage` (10 unless chosen), `search`, `sortBy`, `state`, the range `from` and
 * `to`, and `removed`; anything malformed is the default. One per definition, so it keeps its identity.
 */
export function documentListParams(definition: DocumentDefinition): ListParams<DocumentListState> {
  let address = addresses.get(definition);
  if (!address) {
    address = listParams(
      pageParam,
      perPageParam(10),
      searchParam,
      sortParam(sortableColumns(definition)),
      param('state', oneOf(documentStates)),
      param('from', isoDate),
      param('to', isoDate),
      removedParam(definition.lifecycle.removal === 'restorable'),
      filtersParam(documentFilterFields(definition)),
    );
    addresses.set(definition, address);
  }
  return address;
}

/** `GET <document>`'s query for the state. */
export function documentListQuery(state: DocumentListState): QueryParams {
  return {
    page: state.page,
    perPage: state.perPage,
    search: state.search || undefined,
    sortBy: formatSortBy(state.sort),
    state: state.state,
    from: state.from,
    to: state.to,
    removed: state.removed ? '1' : undefined,
    ...Object.fromEntries(Object.entries(state.filters).map(([name, value]) => [name, typeof value === 'boolean' ? String(value) : value])),
  };
}

/** A date box's value as a range end: an ISO date, or no bound while the box holds no whole date. */
export function rangeEnd(value: unknown): string | undefined {
  return typeof value === 'string' ? isoDate.read(value) : undefined;
}
