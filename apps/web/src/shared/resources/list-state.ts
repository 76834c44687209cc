import {
  formatSortBy,
  type Field,
  type ResourceDefinition,
  type SortTerm,
} from '@hesab/contract';
import type { QueryParams } from '../api/client.ts';
import {
  listParams,
  pageParam,
  perPageParam,
  searchParam,
  sortParam,
  type ListParam,
  type ListParams,
  type PerPage,
} from '../lists/list-params.ts';

export type FilterValue = string | number | boolean;
export type ListFilters = Partial<Record<string, FilterValue>>;

/** A resource list's state, kept in the URL query so a reload or the back button finds the same rows. */
export interface ListState {
  page: number;
  perPage: PerPage;
  search: string;
  /** the sort the user chose; empty means the definition's default */
  sort: SortTerm[];
  filters: ListFilters;
}

function isFilterValue(value: unknown): value is FilterValue {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/** `filters` as JSON: only the filterable fields among `fields`, with plain values. */
export function filtersParam(fields: readonly Field[]): ListParam<{ filters: ListFilters }> {
  const filterable = new Set(fields.filter((field) => field.filterable).map((field) => field.name));
  return {
    read: (params) => {
      const text = params.get('filters');
      if (!text) return { filters: {} };
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        return { filters: {} };
      }
      if (typeof parsed !== 'object' || parsed === null) return { filters: {} };
      const filters: ListFilters = {};
      for (const [name, value] of Object.entries(parsed)) {
        if (filterable.has(name) && isFilterValue(value)) filters[name] = value;
      }
      return { filters };
    },
    write: (state, into) => {
      const filters = filtersText(state.filters);
      if (filters) into.set('filters', filters);
    },
  };
}

function filtersText(filters: ListFilters): string | undefined {
  const set = Object.entries(filters).filter(([, value]) => value !== undefined);
  return set.length > 0 ? JSON.stringify(Object.fromEntries(set)) : undefined;
}

const addresses = new WeakMap<ResourceDefinition, ListParams<ListState>>();

/**
 * A resource list's address: `page`, `perPage` (10 unless chosen), `search`, `sortBy` and `filters`, as the
 * definition allows them. One per definition, so it keeps its identity between renders.
 */
export function resourceListParams(definition: ResourceDefinition): ListParams<ListState> {
  let address = addresses.get(definition);
  if (!address) {
    address = listParams(pageParam, perPageParam(10), searchParam, sortParam(new Set(definition.fields.filter((field) => field.sortable).map((field) => field.name))), filtersParam(definition.fields));
    addresses.set(definition, address);
  }
  return address;
}

/** The api's query for the state (`listQuery` of the contract); a screen's fixed filters (its kind) over the user's. */
export function apiQueryOf(state: ListState, fixed: ListFilters = {}): QueryParams {
  return {
    page: state.page,
    perPage: state.perPage,
    search: state.search || undefined,
    sortBy: formatSortBy(state.sort),
    filters: filtersText({ ...state.filters, ...fixed }),
  };
}

/** The sort in force: the chosen one, or the definition's default. */
export function effectiveSort(state: ListState, definition: ResourceDefinition): SortTerm[] {
  return state.sort.length > 0 ? state.sort : [definition.defaultSort];
}

function nextOrder(order: SortTerm['order'] | undefined): SortTerm['order'] | null {
  if (order === undefined) return 'asc';
  return order === 'asc' ? 'desc' : null;
}

/**
 * A click on a column header: ascending, then descending, then unsorted. A plain click sorts by that column
 * alone; a shift-click (`additive`) keeps the other columns and adds or cycles this one as a further sort.
 */
export function toggleSort(current: readonly SortTerm[], field: string, additive: boolean): SortTerm[] {
  const order = nextOrder(current.find((term) => term.field === field)?.order);
  if (!additive) return order ? [{ field, order }] : [];
  if (!current.some((term) => term.field === field)) return [...current, { field, order: 'asc' }];
  return current.flatMap((term) => (term.field !== field ? [term] : order ? [{ field, order }] : []));
}
