import { describe, expect, it } from 'vitest';
import { removeItem, replaceItem, restoreItem } from './tag-list-edits.ts';

const a = { id: 1, text: 'a' };
const b = { id: 2, text: 'b' };
const c = { id: 3, text: 'c' };

describe('optimistic tag edits', () => {
  it('replaces an edited tag in place', () => {
    expect(replaceItem([a, b, c], 2, { id: 2, text: 'B' })).toEqual([a, { id: 2, text: 'B' }, c]);
  });

  it('removes a tag and remembers where it was', () => {
    expect(removeItem([a, b, c], 2)).toEqual({ items: [a, c], index: 1 });
    expect(removeItem([a], 9)).toEqual({ items: [a], index: -1 });
  });

  it('puts a refused removal back where it was', () => {
    expect(restoreItem([a, c], b, 1)).toEqual([a, b, c]);
    expect(restoreItem([a], c, 5)).toEqual([a, c]);
    expect(restoreItem([a, b], b, 1)).toEqual([a, b]);
  });
});
