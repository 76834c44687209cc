import { accountingDocumentDefinition as accounting, entrepotRemittanceDefinition, invoiceDefinition, type DocumentDefinition } from '@hesab/contract';
import { describe, expect, it } from 'vitest';
import { documentFilterFields, documentListParams, documentListQuery, rangeEnd } from './document-list-params.ts';

/** A kind whose removed documents are kept, sorted by number and date. */
const restorable: DocumentDefinition = { ...accounting, name: 'transfer', lifecycle: { removal: 'restorable' }, sortable: ['number', 'date'] };

describe("a kind's list address", () => {
  it('keeps page, size, search, state and range, and drops the defaults', () => {
    const address = documentListParams(accounting);
    const state = { page: 3, perPage: 50 as const, search: 'فروش', sort: [], state: 'permanent' as const, from: '2026-03-21', to: '2026-06-30', removed: false, filters: {} };
    expect(address.read(address.write(state))).toEqual(state);
    expect(address.write({ page: 1, perPage: 10, search: '', sort: [], removed: false, filters: {} }).toString()).toBe('');
    expect(documentListParams(accounting)).toBe(address);
  });

  it('reads anything malformed as the default, and no sort or removed list the kind does not have', () => {
    const state = documentListParams(accounting).read(
      new URLSearchParams('page=-2&perPage=7&state=draft&from=1405/01/01&to=2026-13&sortBy=number:asc&removed=1'),
    );
    expect(state).toEqual({ page: 1, perPage: 10, search: '', sort: [], state: undefined, from: undefined, to: undefined, removed: false, filters: {} });
  });

  it('keeps the sort and the removed list of a kind that has them', () => {
    const state = documentListParams(restorable).read(new URLSearchParams('sortBy=date:desc,amount:asc,date:asc&removed=1'));
    expect(state.sort).toEqual([{ field: 'date', order: 'desc' }]);
    expect(state.removed).toBe(true);
    expect(documentListParams(restorable).write(state).toString()).toBe('sortBy=date%3Adesc&removed=1');
  });

  it('asks the api for the same rows', () => {
    expect(documentListQuery({ page: 2, perPage: 25, search: '', sort: [], state: 'temporary', from: '2026-03-21', removed: false, filters: { entrepot: 4 } })).toEqual({
      page: 2,
      perPage: 25,
      search: undefined,
      sortBy: undefined,
      state: 'temporary',
      from: '2026-03-21',
      to: undefined,
      removed: undefined,
      entrepot: 4,
    });
    expect(documentListQuery({ page: 1, perPage: 10, search: 'x', sort: [{ field: 'number', order: 'asc' }], removed: true, filters: {} })).toMatchObject({
      search: 'x',
      sortBy: 'number:asc',
      removed: '1',
    });
  });

  it('filters by the header’s filterable fields but the variant’s, and by the lines’ filterable columns', () => {
    expect(documentFilterFields(entrepotRemittanceDefinition).map((field) => field.name)).toEqual(['entrepot', 'person', 'product']);
    expect(documentFilterFields(invoiceDefinition).map((field) => field.name)).toEqual(['person']);
    const address = documentListParams(entrepotRemittanceDefinition);
    expect(address.read(new URLSearchParams('filters={"product":7,"entrepot":2,"unknown":1}')).filters).toEqual({ product: 7, entrepot: 2 });
  });

  it('takes a range end only once the box holds a whole date', () => {
    expect(rangeEnd('2026-03-21')).toBe('2026-03-21');
    expect(rangeEnd('1405/01')).toBeUndefined();
    expect(rangeEnd(null)).toBeUndefined();
  });
});
