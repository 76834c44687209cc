import { describe, expect, it } from 'vitest';
import { cellAttribute, gridMove, readCellAttribute } from './grid-navigation.ts';

describe('Enter and Tab in a grid of five cells a line', () => {
  it('walk a line, then the next line from its first cell', () => {
    expect(gridMove({ line: 0, cell: 0 }, 2, 5, false)).toEqual({ kind: 'focus', to: { line: 0, cell: 1 } });
    expect(gridMove({ line: 0, cell: 4 }, 2, 5, false)).toEqual({ kind: 'focus', to: { line: 1, cell: 0 } });
  });

  it('want a new line after the last cell of the last line', () => {
    expect(gridMove({ line: 1, cell: 4 }, 2, 5, false)).toEqual({ kind: 'new-line' });
    expect(gridMove({ line: 0, cell: 2 }, 1, 3, false)).toEqual({ kind: 'new-line' });
  });

  it('go back with Shift, and leave the grid before its first cell', () => {
    expect(gridMove({ line: 1, cell: 0 }, 2, 5, true)).toEqual({ kind: 'focus', to: { line: 0, cell: 4 } });
    expect(gridMove({ line: 1, cell: 3 }, 2, 5, true)).toEqual({ kind: 'focus', to: { line: 1, cell: 2 } });
    expect(gridMove({ line: 0, cell: 0 }, 2, 5, true)).toEqual({ kind: 'leave' });
  });

  it('pass over the cells a line rules out, to the next line or a new one', () => {
    // Cells 1 to 3 of every line are locked (a cheque row's account cells).
    const editable = (cell: { cell: number }) => cell.cell === 0 || cell.cell === 4;
    expect(gridMove({ line: 0, cell: 0 }, 2, 5, false, editable)).toEqual({ kind: 'focus', to: { line: 0, cell: 4 } });
    expect(gridMove({ line: 0, cell: 4 }, 2, 5, true, editable)).toEqual({ kind: 'focus', to: { line: 0, cell: 0 } });
    expect(gridMove({ line: 1, cell: 0 }, 2, 5, false, () => false)).toEqual({ kind: 'new-line' });
    expect(gridMove({ line: 1, cell: 0 }, 2, 5, true, () => false)).toEqual({ kind: 'leave' });
  });

  it('find a cell again by its attribute', () => {
    expect(readCellAttribute(cellAttribute({ line: 12, cell: 3 }), 5)).toEqual({ line: 12, cell: 3 });
    expect(readCellAttribute('1:9', 5)).toBeNull();
    expect(readCellAttribute('1:5', 5)).toBeNull();
    expect(readCellAttribute(null, 5)).toBeNull();
  });
});
