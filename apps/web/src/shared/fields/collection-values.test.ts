import { describe, expect, it } from 'vitest';
import {
  customFieldRowsOf,
  customFieldsText,
  joinedText,
  tagChipsOf,
  withRowChanged,
  withRowRemoved,
} from './collection-values.ts';

describe('tags and custom fields as values', () => {
  it('pairs each tag with the colour the api sends in the same order, none where it sends none', () => {
    const row = { id: 1, tags: ['ویژه', 'عمده', 'تازه'], tags_colors: ['green', null] };
    expect(tagChipsOf(row, 'tags')).toEqual([
      { text: 'ویژه', color: 'green' },
      { text: 'عمده', color: null },
      { text: 'تازه', color: null },
    ]);
    expect(tagChipsOf({ id: 2, tags: null }, 'tags')).toEqual([]);
  });

  it('reads rows loosely, and changes or removes one row without touching the others', () => {
    const rows = customFieldRowsOf([{ key: 'رنگ', value: 'آبی' }, { key: 'وزن', value: 3 }, 'junk', null]);
    expect(rows).toEqual([
      { key: 'رنگ', value: 'آبی' },
      { key: 'وزن', value: '3' },
    ]);
    expect(withRowChanged(rows, 1, { value: '4' })).toEqual([
      { key: 'رنگ', value: 'آبی' },
      { key: 'وزن', value: '4' },
    ]);
    expect(withRowRemoved(rows, 0)).toEqual([{ key: 'وزن', value: '3' }]);
    expect(rows).toHaveLength(2);
  });

  it('writes lists on one line with the comma of the language', () => {
    expect(joinedText(['الف', 'ب'], 'fa')).toBe('الف، ب');
    expect(joinedText(['a', 'b'], 'en')).toBe('a, b');
    expect(customFieldsText([{ key: 'رنگ', value: 'آبی' }, { key: 'وزن', value: '۳' }], 'fa')).toBe('رنگ: آبی، وزن: ۳');
  });
});
