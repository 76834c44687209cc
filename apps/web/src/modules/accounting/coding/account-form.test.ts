import type { CodingAccount } from '@hesab/contract';
import { describe, expect, it } from 'vitest';
import { accountFormValues, accountInput, accountSchema } from './account-form.ts';

const cashTotal: CodingAccount = {
  id: 11,
  level: 'total',
  name: 'موجودی نقد و بانک',
  number: '01',
  code: '101',
  type: 'balanceSheet',
  balance_type: 'debtor',
  kind: 'always',
  content: null,
  status: 'active',
  group: 1,
  total: null,
  system: null,
  tracking: false,
  currencyFeature: false,
  interpretable: false,
  some: false,
};

function errorsOf(level: 'group' | 'total' | 'given', values: Record<string, unknown>) {
  const result = accountSchema(level).safeParse(accountInput(level, values));
  return result.success ? [] : result.error.issues.map((issue) => `${String(issue.path[0])}:${issue.message}`);
}

describe('the account dialog values', () => {
  it('start a new given under its total, leaning the way the total does', () => {
    const values = accountFormValues('given', undefined, cashTotal);
    expect(values).toMatchObject({ parent: 11, nature: 'debtor', kind: 'always', status: 'active', number: '' });
    expect(accountInput('given', { ...values, number: '09', name: 'صندوق فروشگاه' })).toEqual({
      level: 'given',
      name: 'صندوق فروشگاه',
      number: '09',
      type: null,
      balance_type: 'debtor',
      kind: 'always',
      content: null,
      status: 'active',
      total: 11,
      tracking: false,
      currencyFeature: false,
      interpretable: false,
      system: null,
      some: false,
    });
    expect(accountInput('given', { ...values, some: true }).some).toBe(true);
    expect(accountInput('total', { ...values, some: true })).not.toHaveProperty('some');
    // A given's system link travels as one of the roles, anything else as none.
    expect(accountInput('given', { ...values, system: 'cash' }).system).toBe('cash');
    expect(accountInput('given', { ...values, system: 'nothing' }).system).toBeNull();
    expect(accountInput('total', { ...values, system: 'cash' })).not.toHaveProperty('system');
  });

  it('send a neutral nature as null, a group its type, and revaluation only with the currency feature', () => {
    const group = accountInput('group', { ...accountFormValues('group'), number: '9', name: 'انتظامی', type: 'guarantee' });
    expect(group).toMatchObject({ level: 'group', type: 'guarantee', balance_type: 'notImportant' });
    expect(group).not.toHaveProperty('group');
    const total = accountInput('total', { ...accountFormValues('total'), nature: 'neutral', parent: 3 });
    expect(total).toMatchObject({ balance_type: null, group: 3, type: null });
    expect(accountInput('given', { interpretable: true, currencyFeature: false }).interpretable).toBe(false);
    expect(accountInput('given', { interpretable: true, currencyFeature: true }).interpretable).toBe(true);
  });

  it('give back an edited account as it was loaded', () => {
    const values = accountFormValues('total', cashTotal);
    expect(accountInput('total', values)).toMatchObject({ number: '01', name: cashTotal.name, group: 1, balance_type: 'debtor' });
  });

  it('hold each level to its digits and its parent', () => {
    expect(errorsOf('group', { number: '12', name: 'x', type: 'balanceSheet' })).toEqual(['number:invalid-value']);
    expect(errorsOf('total', { number: '1', name: 'x', parent: 4 })).toEqual(['number:invalid-value']);
    expect(errorsOf('given', { number: '01', name: 'x', parent: null })).toEqual(['parent:is-required']);
    expect(errorsOf('given', { number: '0001', name: 'x', parent: 4 })).toEqual([]);
    expect(errorsOf('given', { number: '00001', name: '', parent: 4 })).toEqual(
      expect.arrayContaining(['number:invalid-value', 'name:is-required']),
    );
  });
});
