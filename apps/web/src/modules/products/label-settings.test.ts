import { describe, expect, it } from 'vitest';
import { defaultLabelSettings, labelSettingsOf } from './label-settings.ts';

describe('the label choices kept for the next print', () => {
  it('reads back what was chosen, the fields in the label’s order', () => {
    const chosen = { format: 'a4-4x10', fields: ['price', 'name', 'code'], symbology: 'qr' };
    expect(labelSettingsOf(JSON.parse(JSON.stringify(chosen)))).toEqual({ format: 'a4-4x10', fields: ['name', 'code', 'price'], symbology: 'qr' });
    expect(labelSettingsOf({ ...chosen, fields: [] }).fields).toEqual([]);
  });

  it('takes the default for whatever does not fit: nothing stored, an unknown size, field or symbology', () => {
    expect(labelSettingsOf(null)).toEqual(defaultLabelSettings);
    expect(labelSettingsOf('a4-4x10')).toEqual(defaultLabelSettings);
    expect(labelSettingsOf({ format: 'roll-1x1', fields: ['name', 'colour'], symbology: 'ean13' })).toEqual({
      ...defaultLabelSettings,
      fields: ['name'],
    });
    expect(labelSettingsOf({ format: 'a4-3x8' })).toEqual({ ...defaultLabelSettings, format: 'a4-3x8' });
  });
});
