import { describe, expect, it } from 'vitest';
import { logListParams, logQueryOf, type LogState } from './log-state.ts';

describe('the log page state in the URL', () => {
  it('reads back what it wrote', () => {
    const state: LogState = {
      page: 3,
      perPage: 50,
      search: 'فاکتور',
      filters: { user: '7', action: 'remove', id: '12', number: 'A-1', type: 'tag' },
    };
    expect(logListParams.read(logListParams.write(state))).toEqual(state);
  });

  it('leaves defaults out of the address', () => {
    expect(logListParams.write({ page: 1, perPage: 10, search: '', filters: {} }).toString()).toBe('');
  });

  it('drops what the page would not offer', () => {
    const state = logListParams.read(new URLSearchParams('page=-2&perPage=7&action=publish&user=admin&search=%20%20'));
    expect(state).toEqual({
      page: 1,
      perPage: 10,
      search: '',
      filters: { user: undefined, action: undefined, id: undefined, number: undefined, type: undefined },
    });
  });

  it('asks the api with the filters as plain parameters', () => {
    expect(logQueryOf({ page: 2, perPage: 25, search: '', filters: { action: 'create' } })).toEqual({
      page: 2,
      perPage: 25,
      search: undefined,
      action: 'create',
    });
  });
});
