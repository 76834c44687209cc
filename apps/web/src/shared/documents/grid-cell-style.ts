import type { LineColumn } from '@hesab/contract';
import type { Theme } from '@mui/material/styles';

/**
 * A grid cell's box: compact, and from `sm` up with its label kept for screen readers but not drawn (the column
 * header says it once), so the outline has no notch for it. A phone's card has no header: there the label shows.
 */
export const gridCellSx = (theme: Theme) =>
  ({
    [theme.breakpoints.up('sm')]: {
      '& .MuiInputLabel-root': {
        position: 'absolute',
        width: 1,
        height: 1,
        overflow: 'hidden',
        clipPath: 'inset(50%)',
        whiteSpace: 'nowrap',
      },
      '& .MuiOutlinedInput-notchedOutline legend': { display: 'none' },
      '& .MuiOutlinedInput-notchedOutline': { top: 0 },
    },
    // Narrow boxes keep their width for the figures: a cell's padding and its toggle's are half a form field's.
    '& .MuiInputBase-root:not(.MuiAutocomplete-inputRoot) .MuiInputBase-input': { py: 1, px: 1 },
    '& .MuiInputBase-root:not(.MuiAutocomplete-inputRoot).MuiInputBase-adornedEnd': { pr: 1 },
    '& .MuiInputBase-root:not(.MuiAutocomplete-inputRoot).MuiInputBase-adornedStart': { pl: 1 },
    '& .MuiFormHelperText-root': { mx: 0, whiteSpace: 'normal' },
  }) as const;

/** The row number's and the remove button's widths (px). */
export const rowNumberWidth = 40;
export const removeWidth = 44;
/** The least width of the column that takes what is left (the line's description). */
export const fillMinWidth = 100;

/** A column's width by its type (px), where the layout gives none. */
const typeWidths: Partial<Record<LineColumn['type'], number>> = {
  reference: 200,
  money: 140,
  percent: 100,
  number: 100,
  date: 150,
  boolean: 70,
  status: 110,
  select: 150,
  text: 160,
  // a cheque's Sayad id over its amount and due date
  cheque: 220,
};

export interface GridWidths {
  /** px by column; the fill column has none and takes what is left */
  columns: Record<string, number | undefined>;
  /** every column at its width, the fill column at its least: wider than a phone, so there each line is a card */
  min: number;
}

/** The grid's widths: the layout's, else the type's; the first text column (if any) fills the rest. */
export function gridWidths(
  columns: readonly LineColumn[],
  leadingWidths: readonly number[],
  layoutWidths: Partial<Record<string, number>> = {},
): GridWidths {
  const fill = columns.find((column) => column.type === 'text' && layoutWidths[column.name] === undefined);
  const widths: Record<string, number | undefined> = {};
  let min = rowNumberWidth + removeWidth + leadingWidths.reduce((sum, width) => sum + width, 0);
  for (const column of columns) {
    const width = column === fill ? undefined : (layoutWidths[column.name] ?? typeWidths[column.type] ?? 140);
    widths[column.name] = width;
    min += width ?? fillMinWidth;
  }
  return { columns: widths, min };
}

/** Styles for a phone only: from `sm` up the grid is a table. */
const onPhone = (theme: Theme) => theme.breakpoints.down('sm');

/** The grid on a phone: its lines are cards one under the other, with no sideways scrolling. */
export const gridPhoneSx = (theme: Theme) =>
  ({
    [onPhone(theme)]: {
      display: 'block',
      minWidth: 0,
      '& thead': { display: 'none' },
      '& tbody': { display: 'grid', gap: 1.5 },
    },
  }) as const;

/** A line on a phone: a card of two columns; the row number, the leading column and the remove button share its first row. */
export const lineCardSx = (theme: Theme) =>
  ({
    [onPhone(theme)]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      columnGap: 1,
      rowGap: 1.5,
      p: 1.5,
      border: 1,
      borderColor: 'divider',
      borderRadius: 1,
    },
  }) as const;

/**
 * Where a cell sits on its card: the row number and the leading column (an account's code) on the first row, the
 * remove button at its end; an amount or a date takes half a row, so debit and credit sit side by side; the rest a row.
 */
export type CardPlace = 'row' | 'leading' | 'remove' | 'half' | 'whole';

const halfTypes: ReadonlySet<LineColumn['type']> = new Set(['money', 'percent', 'number', 'date', 'boolean', 'status']);

export function cardPlaceOf(column: LineColumn): CardPlace {
  return halfTypes.has(column.type) ? 'half' : 'whole';
}

const placement: Record<CardPlace, object> = {
  row: { gridRow: 1, gridColumn: 1 },
  leading: { gridRow: 1, gridColumn: 2 },
  remove: { gridRow: 1, gridColumn: 2, justifySelf: 'end' },
  half: {},
  whole: { gridColumn: '1 / -1' },
};

/** A cell of a line on a phone: its place on the card, its label shown (there is no header above it). */
export const cardCellSx = (place: CardPlace) => (theme: Theme) =>
  ({
    [onPhone(theme)]: {
      display: 'block',
      justifySelf: 'stretch',
      alignSelf: 'center',
      width: 'auto',
      minWidth: 0,
      border: 0,
      p: 0,
      ...placement[place],
    },
  }) as const;
