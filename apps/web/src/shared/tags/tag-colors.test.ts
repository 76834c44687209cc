import { tagPalette } from '@hesab/domain';
import { describe, expect, it } from 'vitest';
import { isTagColor, tagColorCss, tagSwatches } from './tag-colors.ts';

describe('tag colours', () => {
  it('maps every palette name to a colour', () => {
    for (const name of tagPalette) expect(tagColorCss(name)).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('offers fifteen swatches, orange once', () => {
    expect(tagSwatches).toHaveLength(15);
    expect(tagSwatches.filter((name) => name === 'orange')).toHaveLength(1);
  });

  it('keeps a colour the palette does not name, and greys a missing one', () => {
    expect(isTagColor('deep-purple')).toBe(true);
    expect(isTagColor('#123456')).toBe(false);
    expect(tagColorCss('#123456')).toBe('#123456');
    expect(tagColorCss(null)).toBe(tagColorCss('grey'));
  });
});
