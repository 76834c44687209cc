import {
  formatSortBy,
  parseSortBy,
  perPageOptions,
  type ResourceDefinition,
  type SortTerm,
} from '@hesab/contract';
import type { QueryParams } from '../api/client.ts';

export type PerPage = (typeof perPageOptions)[number];
export type FilterValue = string | number | boolean;
export type ListFilters = Partial<Record<string, FilterValue>>;

/** A list's state, kept in the URL query so a reload or the back button finds the same rows. */
export interface ListState {
  page: number;
  perPage: PerPage;
  search: string;
  /** the sort the user chose; empty means the definition's default */
  sort: SortTerm[];
  filters: ListFilters;
}

const defaultPerPage: PerPage = 10;

export function isPerPage(value: number): value is PerPage {
  return (perPageOptions as readonly number[]).includes(value);
}

function isFilterValue(value: unknown): value is FilterValue {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

function readFilters(text: string | null, definition: ResourceDefinition): ListFilters {
  if (!text) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const filterable = new Set(definition.fields.filter((field) => field.filterable).map((field) => field.name));
  const filters: ListFilters = {};
  for (const [name, value] of Object.entries(parsed)) {
    if (filterable.has(name) && isFilterValue(value)) filters[name] = value;
  }
  return filters;
}

/** Reads the state from the query; anything malformed or not allowed by the definition falls back to defaults. */
export function readListState(params: URLSearchParams, definition: ResourceDefinition): ListState {
  const page = Number(params.get('page'));
  const perPage = Number(params.get('perPage'));
  const sortable = new Set(definition.fields.filter((field) => field.sortable).map((field) => field.name));
  const seen = new Set<string>();
  const sort = parseSortBy(params.get('sortBy') ?? undefined).filter((term) => {
    if (!sortable.has(term.field) || seen.has(term.field)) return false;
    seen.add(term.field);
    return true;
  });
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    perPage: isPerPage(perPage) ? perPage : defaultPerPage,
    search: (params.get('search') ?? '').trim(),
    sort,
    filters: readFilters(params.get('filters'), definition),
  };
}

function filtersText(filters: ListFilters): string | undefined {
  const set = Object.entries(filters).filter(([, value]) => value !== undefined);
  return set.length > 0 ? JSON.stringify(Object.fromEntries(set)) : undefined;
}

/** The state as query parameters, defaults left out so a plain list keeps a plain address. */
export function writeListState(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.perPage !== defaultPerPage) params.set('perPage', String(state.perPage));
  if (state.search) params.set('search', state.search);
  const sortBy = formatSortBy(state.sort);
  if (sortBy) params.set('sortBy', sortBy);
  const filters = filtersText(state.filters);
  if (filters) params.set('filters', filters);
  return params;
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
