import { currencyResource, subGroupResource } from '@hesab/contract';
import { describe, expect, it } from 'vitest';
import { apiQueryOf, resourceListParams, toggleSort, type ListState } from './list-state.ts';

const currencies = resourceListParams(currencyResource);
const subGroups = resourceListParams(subGroupResource);

describe('the list state in the URL', () => {
  it('reads what the query says and survives a round trip', () => {
    const params = new URLSearchParams(
      'page=3&perPage=50&search=%20dollar%20&sortBy=name:asc,rate:desc&filters={"status":"active"}',
    );
    const state = currencies.read(params);
    expect(state).toEqual({
      page: 3,
      perPage: 50,
      search: 'dollar',
      sort: [
        { field: 'name', order: 'asc' },
        { field: 'rate', order: 'desc' },
      ],
      filters: { status: 'active' },
    });
    expect(currencies.read(currencies.write(state))).toEqual(state);
  });

  it('falls back to defaults for what is malformed or not allowed', () => {
    const params = new URLSearchParams('page=-2&perPage=7&sortBy=symbol:asc,name:asc,name:desc&filters={"name":"x"}');
    expect(currencies.read(params)).toEqual({
      page: 1,
      perPage: 10,
      search: '',
      sort: [{ field: 'name', order: 'asc' }],
      filters: {},
    });
    expect(currencies.read(new URLSearchParams('filters=not-json')).filters).toEqual({});
  });

  it('leaves defaults out of the address and sends the api its query', () => {
    const state: ListState = { page: 1, perPage: 10, search: '', sort: [], filters: { parent_id: 4 } };
    expect(subGroups.write(state).toString()).toBe('filters=%7B%22parent_id%22%3A4%7D');
    expect(subGroups.read(subGroups.write(state)).filters).toEqual({ parent_id: 4 });
    expect(apiQueryOf(state)).toEqual({
      page: 1,
      perPage: 10,
      search: undefined,
      sortBy: undefined,
      filters: '{"parent_id":4}',
    });
  });
});

describe('sorting by clicks on column headers', () => {
  const byName = [{ field: 'name', order: 'asc' as const }];

  it('cycles one column ascending, descending, unsorted', () => {
    expect(toggleSort([], 'rate', false)).toEqual([{ field: 'rate', order: 'asc' }]);
    expect(toggleSort(byName, 'name', false)).toEqual([{ field: 'name', order: 'desc' }]);
    expect(toggleSort([{ field: 'name', order: 'desc' }], 'name', false)).toEqual([]);
  });

  it('sorts by the clicked column alone on a plain click', () => {
    expect(toggleSort(byName, 'rate', false)).toEqual([{ field: 'rate', order: 'asc' }]);
  });

  it('adds a further column on shift-click and cycles it in place', () => {
    const two = toggleSort(byName, 'rate', true);
    expect(two).toEqual([
      { field: 'name', order: 'asc' },
      { field: 'rate', order: 'asc' },
    ]);
    expect(toggleSort(two, 'name', true)).toEqual([
      { field: 'name', order: 'desc' },
      { field: 'rate', order: 'asc' },
    ]);
    expect(toggleSort([{ field: 'name', order: 'desc' }, ...two.slice(1)], 'name', true)).toEqual([
      { field: 'rate', order: 'asc' },
    ]);
  });
});
