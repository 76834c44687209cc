import { formatSortBy, parseSortBy, perPageOptions, type SortTerm } from '@hesab/contract';

/** The page sizes every list offers. */
export type PerPage = (typeof perPageOptions)[number];

export function isPerPage(value: number): value is PerPage {
  return (perPageOptions as readonly number[]).includes(value);
}

/**
 * A piece of a list's state and the parameters of the address that keep it: usually one parameter, sometimes a
 * few read together (a range whose ends fall back as one). Anything malformed reads as the default.
 */
export interface ListParam<T extends object> {
  read(params: URLSearchParams): T;
  /** sets its parameters on `into`, defaults left out so a plain list keeps a plain address */
  write(state: T, into: URLSearchParams): void;
}

/** How a list's state is kept in the URL query, so a reload or the back button finds the same rows. */
export interface ListParams<S> {
  read(params: URLSearchParams): S;
  write(state: S): URLSearchParams;
}

type Intersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never;
/** The state the pieces make together: each piece's values side by side. */
export type StateOf<P extends readonly ListParam<object>[]> = Intersection<
  { [K in keyof P]: P[K] extends ListParam<infer T> ? T : never }[number]
>;

/** A list's address from its pieces; the parameters are written in the pieces' order. */
export function listParams<const P extends readonly ListParam<object>[]>(...pieces: P): ListParams<StateOf<P>> {
  return {
    read: (params) => Object.assign({}, ...pieces.map((piece) => piece.read(params))) as StateOf<P>,
    write: (state) => {
      const params = new URLSearchParams();
      for (const piece of pieces) piece.write(state as object, params);
      return params;
    },
  };
}

/** A change of a list's state: the values that change, or a function of the state as the address holds it now. */
export type ListChange<S> = Partial<S> | ((current: S) => Partial<S>);

/** The address after `change`, applied to the state `now` holds; it keeps only the list's own parameters. */
export function changedParams<S>(address: ListParams<S>, now: URLSearchParams, change: ListChange<S>): URLSearchParams {
  const current = address.read(now);
  return address.write({ ...current, ...(typeof change === 'function' ? change(current) : change) });
}

/** How the text of one parameter reads as a value, and the value writes back; undefined leaves it out. */
export interface ParamValue<T> {
  read(text: string | null): T;
  write(value: T): string | undefined;
}

/** One parameter of the address, kept under the same name in the state. */
export function param<const N extends string, T>(name: N, value: ParamValue<T>): ListParam<{ [K in N]: T }> {
  return {
    read: (params) => ({ [name]: value.read(params.get(name)) }) as { [K in N]: T },
    write: (state, into) => {
      const text = value.write(state[name]);
      if (text !== undefined) into.set(name, text);
    },
  };
}

function positiveIntOf(text: string | null): number | undefined {
  const value = Number(text);
  return text !== null && Number.isInteger(value) && value >= 1 ? value : undefined;
}

/** A whole number from 1 up (an id, a page); `none` where the address has none. */
export function positiveInt<const D extends null | undefined>(none: D): ParamValue<number | D> {
  return {
    read: (text) => positiveIntOf(text) ?? none,
    write: (value) => (value === null || value === undefined ? undefined : String(value)),
  };
}

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/** An ISO date, `YYYY-MM-DD`. */
export const isoDate: ParamValue<string | undefined> = {
  read: (text) => (text !== null && isoDatePattern.test(text) ? text : undefined),
  write: (value) => value,
};

/** One of a fixed set of values. */
export function oneOf<const T extends string>(options: readonly T[]): ParamValue<T | undefined> {
  return {
    read: (text) => options.find((option) => option === text),
    write: (value) => value,
  };
}

/** A text, trimmed; an empty one is none. */
export const trimmedText: ParamValue<string | undefined> = {
  read: (text) => text?.trim() || undefined,
  write: (value) => value || undefined,
};

/** `page`, the first when the address names none. */
export const pageParam: ListParam<{ page: number }> = {
  read: (params) => ({ page: positiveIntOf(params.get('page')) ?? 1 }),
  write: (state, into) => {
    if (state.page !== 1) into.set('page', String(state.page));
  },
};

/** `perPage`, one of the offered sizes; the list's usual size when the address names none. */
export function perPageParam(usual: PerPage): ListParam<{ perPage: PerPage }> {
  return {
    read: (params) => {
      const perPage = Number(params.get('perPage'));
      return { perPage: isPerPage(perPage) ? perPage : usual };
    },
    write: (state, into) => {
      if (state.perPage !== usual) into.set('perPage', String(state.perPage));
    },
  };
}

/** `search`, the search box's text, trimmed. */
export const searchParam: ListParam<{ search: string }> = {
  read: (params) => ({ search: trimmedText.read(params.get('search')) ?? '' }),
  write: (state, into) => {
    if (state.search) into.set('search', state.search);
  },
};

/** `sortBy=a:asc,b:desc`: only the columns a list sorts by, each once. */
export function sortParam(sortable: ReadonlySet<string>): ListParam<{ sort: SortTerm[] }> {
  return {
    read: (params) => {
      const seen = new Set<string>();
      const sort = parseSortBy(params.get('sortBy') ?? undefined).filter((term) => {
        if (!sortable.has(term.field) || seen.has(term.field)) return false;
        seen.add(term.field);
        return true;
      });
      return { sort };
    },
    write: (state, into) => {
      const sortBy = formatSortBy(state.sort);
      if (sortBy) into.set('sortBy', sortBy);
    },
  };
}
