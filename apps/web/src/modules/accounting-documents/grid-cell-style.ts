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
    '& .MuiInputBase-root:not(.MuiAutocomplete-inputRoot) .MuiInputBase-input': { py: 1 },
    '& .MuiFormHelperText-root': { mx: 0, whiteSpace: 'normal' },
  }) as const;

/**
 * Cell widths of the grid (px); the line's description takes what is left, at least `description`. Together
 * wider than a phone, so on a phone each line is a card instead (`lineCardSx`).
 */
export const gridColumnWidths = {
  row: 40,
  code: 90,
  account: 200,
  detail: 160,
  debit: 140,
  credit: 140,
  description: 150,
  remove: 44,
} as const;

/** The grid's least width: every column at its width. */
export const gridMinWidth = Object.values(gridColumnWidths).reduce((sum, width) => sum + width, 0);

/** Where each cell of a line sits on its card on a phone: debit and credit side by side, the rest full width. */
export type CardArea = 'row' | 'code' | 'account' | 'detail' | 'debit' | 'credit' | 'description' | 'remove';

/** Styles for a phone only: from `sm` up the grid is the table it always was. */
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

/** A line on a phone: a card; the remove button shares the code's row, at its end. */
export const lineCardSx = (theme: Theme) =>
  ({
    [onPhone(theme)]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      gridTemplateAreas: `"row code" "account account" "detail detail" "debit credit" "description description"`,
      columnGap: 1,
      rowGap: 1.5,
      p: 1.5,
      border: 1,
      borderColor: 'divider',
      borderRadius: 1,
    },
  }) as const;

/** A cell of a line on a phone: its area of the card, its label shown (there is no header above it). */
export const cardCellSx = (area: CardArea) => (theme: Theme) =>
  ({
    [onPhone(theme)]: {
      display: 'block',
      gridArea: area === 'remove' ? 'code' : area,
      justifySelf: area === 'remove' ? 'end' : 'stretch',
      alignSelf: 'center',
      width: 'auto',
      minWidth: 0,
      border: 0,
      p: 0,
    },
  }) as const;
