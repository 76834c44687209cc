import { describe, expect, it } from 'vitest';
import { nextTagColor, tagPalette } from './tag-palette.ts';

describe('the tag palette', () => {
  it('has the 16 colours of the spec, orange twice', () => {
    expect(tagPalette).toHaveLength(16);
    expect(tagPalette.filter((c) => c === 'orange')).toHaveLength(2);
  });
  it('gives a new tag the next colour, wrapping after the sixteenth', () => {
    expect(nextTagColor(0)).toBe('green');
    expect(nextTagColor(1)).toBe('red');
    expect(nextTagColor(15)).toBe('orange');
    expect(nextTagColor(16)).toBe('green');
  });
});
