import { productResource } from '@hesab/contract';
import { describe, expect, it } from 'vitest';
import { nameFieldOf, recordLabel } from './record-name.ts';

describe('recordLabel', () => {
  it('names a product by its name, else its code, else its id', () => {
    expect(nameFieldOf(productResource.fields)).toBe('name');
    expect(recordLabel(productResource, { id: 7, name: 'پیچ', code: '12' })).toBe('پیچ');
    expect(recordLabel(productResource, { id: 7, name: ' ', code: '12' })).toBe('12');
    expect(recordLabel(productResource, { id: 7 })).toBe('7');
  });
});
