import type { CodingAccount } from '@hesab/contract';
import { describe, expect, it } from 'vitest';
import { arrangeAccounts, codingDefinitions, pageOfRows } from './coding-list.ts';

function given(code: string, name: string, extra: Partial<CodingAccount> = {}): CodingAccount {
  return {
    id: Number(code),
    level: 'given',
    name,
    number: code.slice(3),
    code,
    type: 'neutral',
    balance_type: null,
    kind: 'always',
    content: null,
    status: 'active',
    group: 1,
    total: 2,
    system: null,
    tracking: false,
    currencyFeature: false,
    interpretable: false,
    some: false,
    ...extra,
  };
}

const accounts = [
  given('10102', 'بانک‌ها', { balance_type: 'debtor' }),
  given('1010001', 'ارزی', { status: 'deactive' }),
  given('10101', 'صندوق', { balance_type: 'debtor' }),
  given('10103', 'تنخواه‌گردان', { kind: 'temporary' }),
];

const codes = (rows: readonly CodingAccount[]) => rows.map((row) => row.code);

describe('a level list arranged in the browser', () => {
  it('orders by code as the server does, text-wise', () => {
    expect(codes(arrangeAccounts(accounts, { sort: [], filters: {} }, 'fa'))).toEqual(['1010001', '10101', '10102', '10103']);
  });

  it('sorts by the chosen columns, the code breaking ties', () => {
    const byNature = arrangeAccounts(accounts, { sort: [{ field: 'nature', order: 'desc' }], filters: {} }, 'fa');
    expect(codes(byNature)).toEqual(['1010001', '10103', '10101', '10102']);
    const byName = arrangeAccounts(accounts, { sort: [{ field: 'name', order: 'asc' }], filters: {} }, 'fa');
    expect(byName.map((row) => row.name)).toEqual(['ارزی', 'بانک‌ها', 'تنخواه‌گردان', 'صندوق']);
  });

  it('filters by the choices, a neutral nature included', () => {
    expect(codes(arrangeAccounts(accounts, { sort: [], filters: { nature: 'neutral' } }, 'fa'))).toEqual(['1010001', '10103']);
    expect(codes(arrangeAccounts(accounts, { sort: [], filters: { status: 'active', kind: 'temporary' } }, 'fa'))).toEqual([
      '10103',
    ]);
  });

  it('pages the rows and takes a page past the end as the last one', () => {
    expect(pageOfRows(['a', 'b', 'c', 'd', 'e'], 2, 2)).toEqual({ data: ['c', 'd'], current_page: 2, last_page: 3, total: 5, from: 3 });
    expect(pageOfRows(['a', 'b', 'c'], 9, 2)).toMatchObject({ data: ['c'], current_page: 2, from: 3 });
    expect(pageOfRows([], 1, 10)).toMatchObject({ data: [], current_page: 1, last_page: 1, total: 0 });
  });

  it('describes each level with its own permissions and filters', () => {
    expect(codingDefinitions.given.permissions).toEqual({
      view: 'AccountingGivenList',
      create: 'AccountingCoding',
      edit: 'AccountingCoding',
      remove: 'removeAccount',
    });
    expect(codingDefinitions.group.fields.filter((field) => field.filterable).map((field) => field.name)).toEqual([
      'type',
      'nature',
      'kind',
      'status',
    ]);
    expect(codingDefinitions.total.fields.map((field) => field.name)).not.toContain('type');
  });
});
