import { describe, expect, it } from 'vitest';
import { resources } from './catalogue/index.ts';

describe('the kinds of a definition', () => {
  it('are the options of a select locked on edit, each with its permissions, the default one of them', () => {
    const kinded = resources.flatMap((definition) => (definition.kinds ? [{ definition, kinds: definition.kinds }] : []));
    expect(kinded.map(({ definition }) => definition.name)).toContain('products');
    for (const { definition, kinds } of kinded) {
      const field = definition.fields.find((each) => each.name === kinds.field);
      expect(field, definition.name).toMatchObject({ type: 'select', lockedOnEdit: true });
      const options = field?.type === 'select' ? field.options : [];
      expect(Object.keys(kinds.permissions).sort(), definition.name).toEqual([...options].sort());
      expect(options, definition.name).toContain(kinds.default);
    }
  });
});

describe('the turnover of a definition', () => {
  it('is read from a number field the server fills: the record’s detail account', () => {
    const turning = resources.flatMap((definition) => (definition.turnover ? [{ definition, turnover: definition.turnover }] : []));
    expect(turning.map(({ definition }) => definition.name)).toEqual(expect.arrayContaining(['customer', 'bank', 'cash', 'petty']));
    for (const { definition, turnover } of turning) {
      expect(definition.fields.find((field) => field.name === turnover.field), definition.name).toMatchObject({ type: 'number', readOnly: true });
    }
  });
});
