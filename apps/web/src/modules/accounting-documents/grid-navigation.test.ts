import { describe, expect, it } from 'vitest';
import { cellAttribute, gridMove, readCellAttribute } from './grid-navigation.ts';

describe('Enter and Tab in the grid', () => {
  it('walk a line, then the next line from its first cell', () => {
    expect(gridMove({ line: 0, cell: 0 }, 2, false)).toEqual({ kind: 'focus', to: { line: 0, cell: 1 } });
    expect(gridMove({ line: 0, cell: 4 }, 2, false)).toEqual({ kind: 'focus', to: { line: 1, cell: 0 } });
  });

  it('want a new line after the last cell of the last line', () => {
    expect(gridMove({ line: 1, cell: 4 }, 2, false)).toEqual({ kind: 'new-line' });
  });

  it('go back with Shift, and leave the grid before its first cell', () => {
    expect(gridMove({ line: 1, cell: 0 }, 2, true)).toEqual({ kind: 'focus', to: { line: 0, cell: 4 } });
    expect(gridMove({ line: 1, cell: 3 }, 2, true)).toEqual({ kind: 'focus', to: { line: 1, cell: 2 } });
    expect(gridMove({ line: 0, cell: 0 }, 2, true)).toEqual({ kind: 'leave' });
  });

  it('find a cell again by its attribute', () => {
    expect(readCellAttribute(cellAttribute({ line: 12, cell: 3 }))).toEqual({ line: 12, cell: 3 });
    expect(readCellAttribute('1:9')).toBeNull();
    expect(readCellAttribute(null)).toBeNull();
  });
});
