/** A width and a height in millimetres. */
export interface Size {
  width: number;
  height: number;
}

export const a4: Size = { width: 210, height: 297 };

/**
 * A label stock the printer is loaded with: a roll prints one label on each page of the label's own size (a label
 * printer's page is the label); an A4 sheet holds a grid of die-cut labels.
 */
export interface LabelFormat {
  id: string;
  kind: 'roll' | 'sheet';
  label: Size;
  columns: number;
  rows: number;
  /** the blank between two columns of a sheet, mm */
  columnGap: number;
}

const roll = (width: number, height: number): LabelFormat => ({
  id: `roll-${String(width)}x${String(height)}`,
  kind: 'roll',
  label: { width, height },
  columns: 1,
  rows: 1,
  columnGap: 0,
});

const sheet = (columns: number, rows: number, label: Size, columnGap = 0): LabelFormat => ({
  id: `a4-${String(columns)}x${String(rows)}`,
  kind: 'sheet',
  label,
  columns,
  rows,
  columnGap,
});

/** Common stock in the shops' hands: thermal rolls, and the usual A4 sheets of 24, 40 and 65 labels. */
export const labelFormats: readonly LabelFormat[] = [
  roll(40, 25),
  roll(50, 30),
  roll(60, 40),
  roll(100, 50),
  sheet(3, 8, { width: 70, height: 37 }),
  sheet(4, 10, { width: 48.5, height: 25.4 }),
  sheet(5, 13, { width: 38.1, height: 21.2 }, 2.5),
];

export const defaultLabelFormat: LabelFormat = roll(50, 30);

/** The format with this id; an unknown one (a stored choice from an older version) is the default. */
export function labelFormatOf(id: unknown): LabelFormat {
  return labelFormats.find((format) => format.id === id) ?? defaultLabelFormat;
}

/** Hundredths of a millimetre, finer than any printer, so 5 × 38.1 does not print as 190.50000000000003. */
const mm = (value: number) => Math.round(value * 100) / 100;

/** Where the labels go on paper: the page, and the blank above and beside the grid centring it as the stock is cut. */
export interface PageLayout {
  page: Size;
  margin: { top: number; inline: number };
  perPage: number;
}

export function pageLayout(format: LabelFormat): PageLayout {
  const page = format.kind === 'roll' ? format.label : a4;
  const gridWidth = format.columns * format.label.width + (format.columns - 1) * format.columnGap;
  const gridHeight = format.rows * format.label.height;
  return {
    page,
    margin: { top: mm((page.height - gridHeight) / 2), inline: mm((page.width - gridWidth) / 2) },
    perPage: format.columns * format.rows,
  };
}

/** A label's lines of text, in text sizes. */
export const labelLineHeight = 1.2;

/** The blank inside a label's edge: enough for a roll's slight drift, little on small labels. */
export function labelPadding(label: Size): number {
  return mm(Math.min(2, label.height * 0.05));
}

/**
 * The text size, mm, for this many lines of text: together they take at most 45% of the label's height, the rest
 * is the barcode's, between a size a printer still prints clearly and one that looks right on large labels.
 */
export function labelTextSize(label: Size, lines: number): number {
  const room = (label.height - 2 * labelPadding(label)) * 0.45;
  const size = lines === 0 ? Infinity : room / lines / labelLineHeight;
  return mm(Math.min(4.5, Math.max(1.6, size)));
}
