/**
 * A grid cell's box: compact, and with its label kept for screen readers but not drawn (the column header says
 * it once), so the outline has no notch for it.
 */
export const gridCellSx = {
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
  '& .MuiInputBase-root:not(.MuiAutocomplete-inputRoot) .MuiInputBase-input': { py: 1 },
  '& .MuiFormHelperText-root': { mx: 0, whiteSpace: 'normal' },
} as const;

/**
 * Cell widths of the grid (px); the line's description takes what is left, at least `description`. Together
 * wider than a phone, so the grid scrolls sideways in its box.
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
