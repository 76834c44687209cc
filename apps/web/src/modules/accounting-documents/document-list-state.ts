import { perPageOptions } from '@hesab/contract';
import type { QueryParams } from '../../shared/api/client.ts';
import type { PerPage } from '../../shared/resources/list-state.ts';

export const documentStates = ['temporary', 'permanent'] as const;
export type DocumentState = (typeof documentStates)[number];

/** The documents list's state, kept in the URL so a reload or the back button finds the same rows. */
export interface DocumentListState {
  page: number;
  perPage: PerPage;
  search: string;
  state?: DocumentState;
  /** ISO dates of the range, either end open */
  from?: string;
  to?: string;
}

const defaultPerPage: PerPage = 10;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function isPerPage(value: number): value is PerPage {
  return (perPageOptions as readonly number[]).includes(value);
}

function isDocumentState(value: string | null): value is DocumentState {
  return (documentStates as readonly (string | null)[]).includes(value);
}

function dateParam(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name);
  return value !== null && isoDate.test(value) ? value : undefined;
}

/** Reads the state from the query; anything malformed falls back to its default. */
export function readDocumentListState(params: URLSearchParams): DocumentListState {
  const page = Number(params.get('page'));
  const perPage = Number(params.get('perPage'));
  const state = params.get('state');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    perPage: isPerPage(perPage) ? perPage : defaultPerPage,
    search: (params.get('search') ?? '').trim(),
    state: isDocumentState(state) ? state : undefined,
    from: dateParam(params, 'from'),
    to: dateParam(params, 'to'),
  };
}

/** The state as the URL's query, defaults left out so a plain list keeps a plain address. */
export function writeDocumentListState(state: DocumentListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.perPage !== defaultPerPage) params.set('perPage', String(state.perPage));
  if (state.search) params.set('search', state.search);
  if (state.state) params.set('state', state.state);
  if (state.from) params.set('from', state.from);
  if (state.to) params.set('to', state.to);
  return params;
}

/** `GET accounting`'s query for the state. */
export function documentListQuery(state: DocumentListState): QueryParams {
  return {
    page: state.page,
    perPage: state.perPage,
    search: state.search || undefined,
    state: state.state,
    from: state.from,
    to: state.to,
  };
}

/** A date box's value as a range end: an ISO date, or no bound while the box holds no whole date. */
export function rangeEnd(value: unknown): string | undefined {
  return typeof value === 'string' && isoDate.test(value) ? value : undefined;
}
