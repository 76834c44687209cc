import { removeBidiMarks } from '@hesab/domain';
import { describe, expect, it } from 'vitest';
import { blockingDetails, invalidFieldsText } from './error-text.ts';

describe('the 422 text', () => {
  it('is the part before the pipe of every field message, each once, as sentences without a Latin prefix', () => {
    const text = invalidFieldsText({
      username: ['این فیلد الزامی است.|is-required'],
      password: ['این فیلد الزامی است.|is-required', 'کوتاه است'],
    });
    expect(removeBidiMarks(text ?? '')).toBe('این فیلد الزامی است. کوتاه است');
  });

  it('isolates each message, so a Latin part inside one does not reorder the others', () => {
    expect(invalidFieldsText({ date: ['تاریخ خارج از سال مالی است.|out-of-year'], code: ['کد ABC-12 تکراری است.|taken'] })).toBe(
      '\u2068تاریخ خارج از سال مالی است.\u2069 \u2068کد ABC-12 تکراری است.\u2069',
    );
  });

  it('is nothing when there are no field messages', () => {
    expect(invalidFieldsText({})).toBeNull();
    expect(invalidFieldsText(undefined)).toBeNull();
  });
});

describe('the data of a 423 answer', () => {
  it('reads as lines', () => {
    expect(blockingDetails({ rows: ['row 3', 'row 7'], total: 2 })).toEqual(['rows: row 3', 'rows: row 7', 'total: 2']);
    expect(blockingDetails(null)).toEqual([]);
  });
});
