import { describe, expect, it } from 'vitest';
import { isolateBidi, removeBidiMarks } from './bidi-marks.ts';

describe('bidi isolation', () => {
  it('wraps the text in an isolate of the direction asked for', () => {
    expect(isolateBidi('error :', 'ltr')).toBe('\u2066error :\u2069');
    expect(isolateBidi('#تاریخ')).toBe('\u2068#تاریخ\u2069');
  });

  it('is taken off again with the other marks', () => {
    expect(removeBidiMarks(isolateBidi('0912 123 4567', 'ltr'))).toBe('0912 123 4567');
  });
});
