import { describe, expect, it } from 'vitest';
import { batchesOf } from './batches.ts';
import { documentListQuery, rangeEnd, readDocumentListState, writeDocumentListState } from './document-list-state.ts';

describe("the documents list's address", () => {
  it('keeps page, size, search, state and range, and drops the defaults', () => {
    const state = { page: 3, perPage: 50 as const, search: 'فروش', state: 'permanent' as const, from: '2026-03-21', to: '2026-06-30' };
    const params = writeDocumentListState(state);
    expect(readDocumentListState(params)).toEqual(state);
    expect(writeDocumentListState({ page: 1, perPage: 10, search: '' }).toString()).toBe('');
  });

  it('reads anything malformed as the default', () => {
    const state = readDocumentListState(new URLSearchParams('page=-2&perPage=7&state=draft&from=1405/01/01&to=2026-13'));
    expect(state).toEqual({ page: 1, perPage: 10, search: '', state: undefined, from: undefined, to: undefined });
  });

  it('asks the api for the same rows', () => {
    expect(documentListQuery({ page: 2, perPage: 25, search: '', state: 'temporary', from: '2026-03-21' })).toEqual({
      page: 2,
      perPage: 25,
      search: undefined,
      state: 'temporary',
      from: '2026-03-21',
      to: undefined,
    });
  });

  it('takes a range end only once the box holds a whole date', () => {
    expect(rangeEnd('2026-03-21')).toBe('2026-03-21');
    expect(rangeEnd('1405/01')).toBeUndefined();
    expect(rangeEnd(null)).toBeUndefined();
  });
});

describe('bulk commands', () => {
  it('send the chosen ids in order, in batches', () => {
    expect(batchesOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(batchesOf([], 50)).toEqual([]);
  });
});
