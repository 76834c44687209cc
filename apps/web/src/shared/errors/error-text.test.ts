import { removeBidiMarks } from '@hesab/domain';
import { describe, expect, it } from 'vitest';
import { blockingDetails, invalidFieldsText } from './error-text.ts';

describe('the 422 text of spec 01 section 8', () => {
  it('is "error : " then # and the part before the pipe of every field message', () => {
    const text = invalidFieldsText({
      username: ['این فیلد الزامی است.|is-required'],
      password: ['این فیلد الزامی است.|is-required', 'کوتاه است'],
    });
    expect(removeBidiMarks(text ?? '')).toBe('error : #این فیلد الزامی است. #این فیلد الزامی است. #کوتاه است');
  });

  it('isolates the Latin prefix and each message, so neither reorders the other', () => {
    expect(invalidFieldsText({ date: ['تاریخ خارج از سال مالی است.|out-of-year'] })).toBe(
      '\u2066error :\u2069 \u2068#تاریخ خارج از سال مالی است.\u2069',
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
