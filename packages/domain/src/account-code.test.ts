import { describe, expect, it } from 'vitest';
import { composeAccountCode, isValidAccountNumber } from './account-code.ts';

describe('account codes', () => {
  it('join the numbers of group, total and given', () => {
    const group = composeAccountCode(null, '1');
    const total = composeAccountCode(group, '01');
    expect(total).toBe('101');
    expect(composeAccountCode(total, '02')).toBe('10102');
  });
  it('take one digit for a group, two for a total, two to four for a given', () => {
    expect(isValidAccountNumber('group', '1')).toBe(true);
    expect(isValidAccountNumber('group', '10')).toBe(false);
    expect(isValidAccountNumber('total', '01')).toBe(true);
    expect(isValidAccountNumber('total', '1')).toBe(false);
    expect(isValidAccountNumber('given', '0001')).toBe(true);
    expect(isValidAccountNumber('given', '00001')).toBe(false);
    expect(isValidAccountNumber('given', '1a')).toBe(false);
  });
});
