import type { CodingAccount } from '@hesab/contract';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { codingColumns } from './coding-columns.ts';

function account(level: CodingAccount['level'], id: number, code: string, name: string, extra: Partial<CodingAccount> = {}): CodingAccount {
  return {
    id,
    level,
    name,
    number: code.slice(-2),
    code,
    type: null,
    balance_type: null,
    kind: 'always',
    content: null,
    status: 'active',
    group: null,
    total: null,
    system: null,
    tracking: false,
    currencyFeature: false,
    interpretable: false,
    some: false,
    ...extra,
  };
}

const group = account('group', 1, '1', 'دارایی‌های جاری');
const total = account('total', 2, '101', 'موجودی نقد و بانک', { group: 1 });
const cash = account('given', 3, '10101', 'صندوق', { group: 1, total: 2, balance_type: 'debtor', content: 'نقد' });
const parents = new Map([group, total].map((each) => [each.id, each]));
// Keys come back as they are, so the test sees which key each cell asked for.
const t = ((key: string) => key) as TFunction;

function cells(language: 'fa' | 'en') {
  const columns = codingColumns('given', { t, language, parents });
  return Object.fromEntries(columns.map((column) => [column.id, { text: column.text(cash), cell: column.cell?.(cash) }]));
}

describe('the columns of a level list', () => {
  it('show codes in Persian digits and keep them as text for Excel', () => {
    const row = cells('fa');
    expect(row.code).toEqual({ text: '۱۰۱۰۱', cell: '10101' });
    expect(row.group?.text).toBe('۱ - دارایی‌های جاری');
    expect(row.total?.text).toBe('۱۰۱ - موجودی نقد و بانک');
    expect(row.nature?.text).toBe('coding.fields.natureOptions.debtor');
    expect(row.status?.text).toBe('statuses.active');
    expect(row.content?.text).toBe('نقد');
  });

  it('differ by level: a group has its type and no parents', () => {
    const ids = (level: 'group' | 'total' | 'given') => codingColumns(level, { t, language: 'en', parents }).map((c) => c.id);
    expect(ids('group')).toEqual(['code', 'name', 'type', 'nature', 'kind', 'status', 'content']);
    expect(ids('total')).toEqual(['code', 'name', 'group', 'nature', 'kind', 'status', 'content']);
    expect(cells('en').code?.text).toBe('10101');
  });
});
