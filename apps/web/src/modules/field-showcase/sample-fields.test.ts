import { fieldTypes } from '@hesab/contract';
import { describe, expect, it } from 'vitest';
import { sampleFields } from './sample-fields.ts';

describe('the field registry’s samples (/ui/test)', () => {
  it('finds a declared, writable field of every field type, each of its own type', () => {
    const samples = sampleFields();
    expect(samples.map((sample) => sample.type)).toEqual([...fieldTypes]);
    for (const { type, field } of samples) {
      expect(field, type).toBeDefined();
      expect(field?.type).toBe(type);
    }
  });
});
