export interface CellPosition {
  line: number;
  /** the index among the grid's editable columns */
  cell: number;
}

/** Where Enter or Tab goes from a cell: another cell, a new line after the last, or out of the grid. */
export type GridMove = { kind: 'focus'; to: CellPosition } | { kind: 'new-line' } | { kind: 'leave' };

/**
 * The keyboard flow of a grid of `cellCount` cells a line: forwards along the line, then to the next line's first
 * cell; past the last cell of the last line a new line is wanted. Backwards mirrors it and leaves the grid before
 * its first cell. Cells that are not `editable` (a locked line's, a cell its line rules out) are passed over.
 */
export function gridMove(
  from: CellPosition,
  lineCount: number,
  cellCount: number,
  backwards: boolean,
  editable: (cell: CellPosition) => boolean = () => true,
): GridMove {
  let move = nextMove(from, lineCount, cellCount, backwards);
  while (move.kind === 'focus' && !editable(move.to)) move = nextMove(move.to, lineCount, cellCount, backwards);
  return move;
}

function nextMove(from: CellPosition, lineCount: number, cellCount: number, backwards: boolean): GridMove {
  const lastCell = cellCount - 1;
  if (backwards) {
    if (from.cell > 0) return { kind: 'focus', to: { line: from.line, cell: from.cell - 1 } };
    if (from.line > 0) return { kind: 'focus', to: { line: from.line - 1, cell: lastCell } };
    return { kind: 'leave' };
  }
  if (from.cell < lastCell) return { kind: 'focus', to: { line: from.line, cell: from.cell + 1 } };
  if (from.line < lineCount - 1) return { kind: 'focus', to: { line: from.line + 1, cell: 0 } };
  return { kind: 'new-line' };
}

/** The data-cell attribute of a grid cell, and its reading back; null for anything else. */
export function cellAttribute(position: CellPosition): string {
  return `${position.line}:${position.cell}`;
}

export function readCellAttribute(value: string | null | undefined, cellCount: number): CellPosition | null {
  const match = /^(\d+):(\d+)$/.exec(value ?? '');
  if (!match) return null;
  const cell = Number(match[2]);
  return cell < cellCount ? { line: Number(match[1]), cell } : null;
}
