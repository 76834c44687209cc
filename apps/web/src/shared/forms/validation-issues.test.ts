import { currencyResource, detailResource, productResource, resourceInputSchema, roleResource } from '@hesab/contract';
import { describe, expect, it } from 'vitest';
import { issuesToErrors } from './validation-issues.ts';

function errorsOf(values: Record<string, unknown>) {
  const result = resourceInputSchema(currencyResource).safeParse(values);
  return result.success ? {} : issuesToErrors(result.error.issues, values);
}

describe('zod issues as field messages', () => {
  it('reads a missing or empty required value as is-required', () => {
    const errors = errorsOf({ name: '  ', symbol: 'x', decimals: null, rate: null, status: 'active' });
    expect(errors.name).toEqual({ key: 'is-required' });
    expect(errors.decimals).toEqual({ key: 'is-required' });
    expect(errors.rate).toEqual({ key: 'is-required' });
    expect(errors.symbol).toBeUndefined();
  });

  it('keeps the schema own keys and names the broken limit', () => {
    const errors = errorsOf({ name: 'a'.repeat(300), symbol: 'x', decimals: 9, rate: '1.2.3', status: 'active' });
    expect(errors.name).toEqual({ key: 'too-long', params: { max: 249 } });
    expect(errors.decimals).toEqual({ key: 'too-big', params: { max: 4 } });
    expect(errors.rate).toEqual({ key: 'invalid-value' });
  });

  it('names a message inside a value by its whole path, as the server does, and the field by its first', () => {
    const values = { name: 'x', group: 'person', customFields: [{ key: 'رنگ', value: 'آبی' }, { key: '', value: '' }] };
    const result = resourceInputSchema(detailResource).safeParse(values);
    const errors = result.success ? {} : issuesToErrors(result.error.issues, values);
    expect(errors).toEqual({
      customFields: { key: 'is-required' },
      'customFields.1.key': { key: 'is-required' },
      'customFields.1.value': { key: 'is-required' },
    });
  });

  it('names a marketplace panel chosen twice by the spec’s alert-selected-item-is-repetitive', () => {
    const listing = { panel: 7, rows: [{ code: 'DK-1', variant: 'V-1' }] };
    const values = { name: 'کالا', digikalaPanel: [listing, listing] };
    const result = resourceInputSchema(productResource).safeParse(values);
    const errors = result.success ? {} : issuesToErrors(result.error.issues, values);
    expect(errors['digikalaPanel.1.panel']).toEqual({ key: 'alert-selected-item-is-repetitive' });
  });

  it('finds nothing wrong in a valid form', () => {
    expect(errorsOf({ name: 'Dollar', symbol: '$', decimals: 2, rate: '1', status: 'active' })).toEqual({});
    const role = { name: 'r', permissions: ['CurrencyList'] };
    expect(resourceInputSchema(roleResource).safeParse(role).success).toBe(true);
  });
});
