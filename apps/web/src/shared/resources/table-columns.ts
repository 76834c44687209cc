import type { SortTerm } from '@hesab/contract';
import type { ReactNode } from 'react';

/** One column of a server-paged table that is also printed and exported. */
export interface TableColumn<Row> {
  id: string;
  /** translated */
  header: string;
  /** the server's sort field; the column does not sort when absent */
  sortField?: string;
  /** plain text, for print and Excel, and on screen when there is no `render` */
  text(row: Row): string;
  /** the Excel cell when it differs from the text (an exact amount as a number) */
  cell?(row: Row): string | number;
  render?(row: Row): ReactNode;
  /** long text that wraps and keeps its line breaks; other columns stay on one line */
  multiline?: boolean;
  /** text that reads left to right on every page, such as an amount, whose minus must stay before the digits */
  ltr?: boolean;
}

export interface SortProps {
  sort: readonly SortTerm[];
  /** `additive` when shift was held: the column becomes a further sort */
  onSort(field: string, additive: boolean): void;
}

/** An Excel sheet's contents, as `excel-file.ts` writes them. */
export interface ExportTable {
  headers: string[];
  rows: (string | number)[][];
}

/**
 * Rows shown around the numbered ones without a number of their own: a report's opening line before them, its
 * totals after them.
 */
export interface SummaryRows<Row> {
  leading?: readonly Row[];
  trailing?: readonly Row[];
}

/** The rows as an Excel sheet: a row number counted from `from`, then the columns; summary rows go unnumbered. */
export function exportTable<Row>(
  columns: readonly TableColumn<Row>[],
  rows: readonly Row[],
  from: number,
  rowNumberHeader: string,
  summary: SummaryRows<Row> = {},
): ExportTable {
  const cells = (row: Row) => columns.map((column) => (column.cell ?? column.text)(row));
  return {
    headers: [rowNumberHeader, ...columns.map((column) => column.header)],
    rows: [
      ...(summary.leading ?? []).map((row) => ['', ...cells(row)]),
      ...rows.map((row, index) => [from + index, ...cells(row)]),
      ...(summary.trailing ?? []).map((row) => ['', ...cells(row)]),
    ],
  };
}
