import { describe, expect, it } from 'vitest';
import {
  changedParams,
  isoDate,
  listParams,
  oneOf,
  pageParam,
  param,
  perPageParam,
  positiveInt,
  searchParam,
  trimmedText,
} from './list-params.ts';

const query = (text: string) => new URLSearchParams(text);

describe('the parameters every list keeps in its address', () => {
  const list = listParams(pageParam, perPageParam(25), searchParam);

  it('reads page, page size and search, and writes them back', () => {
    const state = list.read(query('page=3&perPage=100&search=%20%D9%81%D8%A7%DA%A9%D8%AA%D9%88%D8%B1%20'));
    expect(state).toEqual({ page: 3, perPage: 100, search: 'فاکتور' });
    expect(list.read(list.write(state))).toEqual(state);
    expect(list.write(state).toString()).toBe('page=3&perPage=100&search=%D9%81%D8%A7%DA%A9%D8%AA%D9%88%D8%B1');
  });

  it('reads what is missing or malformed as the default: the first page, the list\'s usual size, no search', () => {
    const defaults = { page: 1, perPage: 25, search: '' };
    expect(list.read(query(''))).toEqual(defaults);
    expect(list.read(query('page=0&perPage=7&search=%20%20'))).toEqual(defaults);
    expect(list.read(query('page=-2&perPage=abc'))).toEqual(defaults);
    expect(list.read(query('page=2.5&perPage=10.5'))).toEqual(defaults);
    expect(list.read(query('page=abc'))).toEqual(defaults);
  });

  it('leaves the defaults out, so a plain list keeps a plain address', () => {
    expect(list.write({ page: 1, perPage: 25, search: '' }).toString()).toBe('');
    expect(list.write({ page: 1, perPage: 10, search: '' }).toString()).toBe('perPage=10');
    expect(listParams(perPageParam(10)).write({ perPage: 10 }).toString()).toBe('');
  });

  it('takes only the sizes every list offers', () => {
    const sizes = [5, 10, 25, 50, 100, 500].map((size) => list.read(query(`perPage=${String(size)}`)).perPage);
    expect(sizes).toEqual([5, 10, 25, 50, 100, 500]);
    expect(list.read(query('perPage=1000')).perPage).toBe(25);
  });
});

describe("a list's own parameters", () => {
  const states = ['temporary', 'permanent'] as const;
  const list = listParams(
    param('account', positiveInt(null)),
    param('warehouse', positiveInt(undefined)),
    param('state', oneOf(states)),
    param('from', isoDate),
    param('note', trimmedText),
    pageParam,
  );

  it('reads each under its own name and writes them in the order of the pieces', () => {
    const state = list.read(query('page=2&note=%20x%20&from=2026-03-21&state=permanent&warehouse=4&account=12&other=1'));
    expect(state).toEqual({ account: 12, warehouse: 4, state: 'permanent', from: '2026-03-21', note: 'x', page: 2 });
    expect(list.write(state).toString()).toBe('account=12&warehouse=4&state=permanent&from=2026-03-21&note=x&page=2');
  });

  it('reads what is missing or malformed as none, and leaves it out', () => {
    const state = list.read(query('account=abc&warehouse=0&state=draft&from=1405/01/01&note=%20'));
    expect(state).toEqual({ account: null, warehouse: undefined, state: undefined, from: undefined, note: undefined, page: 1 });
    expect(list.write(state).toString()).toBe('');
    expect(list.read(query('from=2026-13')).from).toBeUndefined();
  });
});

describe('a change of the list', () => {
  const list = listParams(pageParam, perPageParam(10), searchParam, param('state', oneOf(['temporary', 'permanent'] as const)));

  it('applies to the state the address holds now, by values or by a function of it', () => {
    const now = query('page=4&search=x&state=temporary');
    expect(changedParams(list, now, { page: 1, search: 'y' }).toString()).toBe('search=y&state=temporary');
    expect(changedParams(list, now, (current) => ({ page: current.page + 1 })).toString()).toBe('page=5&search=x&state=temporary');
    expect(changedParams(list, now, { state: undefined }).toString()).toBe('page=4&search=x');
  });

  it('keeps only the list\'s own parameters, and from an empty address starts from the defaults', () => {
    expect(changedParams(list, query('page=2&unknown=1'), {}).toString()).toBe('page=2');
    expect(changedParams(list, query(''), { perPage: 50 }).toString()).toBe('perPage=50');
  });
});
