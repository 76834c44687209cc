import { localizeDigits } from '@hesab/domain';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Portal from '@mui/material/Portal';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/use-language.ts';
import type { SummaryRows, TableColumn } from './table-columns.ts';

/** While printing, the page shows only the print table (dialogs included, they are body children too). */
const printStyles = {
  '.print-area': { display: 'none' },
  '@media print': {
    'body > *:not(.print-area)': { display: 'none !important' },
    '.print-area': { display: 'block' },
  },
} as const;

const cellSx = { border: '1px solid #999', px: 1, py: 0.5, textAlign: 'start', verticalAlign: 'top' } as const;

interface PrintAreaProps {
  title: string;
  /** a line under the title, e.g. a report's period */
  subtitle?: string;
  /** the print tables */
  children: ReactNode;
}

interface PrintOnlyProps {
  /** the paper: `@page` declarations such as `{ size: '50mm 30mm', margin: 0 }`; the printer's own otherwise */
  page?: Record<string, string | number>;
  children: ReactNode;
}

/** What the printer gets instead of the page, exactly as given: nothing else of the app. */
export function PrintOnly({ page, children }: PrintOnlyProps) {
  const styles = page ? { ...printStyles, '@media print': { ...printStyles['@media print'], '@page': page } } : printStyles;
  return (
    <Portal>
      <GlobalStyles styles={styles} />
      <Box className="print-area">{children}</Box>
    </Portal>
  );
}

/** What the printer gets instead of the page: a title and the tables given, nothing else of the app. */
export function PrintArea({ title, subtitle, children }: PrintAreaProps) {
  return (
    <PrintOnly>
      <Box data-testid="print-table" sx={{ p: 2, color: '#000' }}>
        <Typography variant="h6" component="h1" sx={{ mb: subtitle ? 0 : 1 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" sx={{ mb: 1 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </Box>
    </PrintOnly>
  );
}

interface PrintTableProps<Row> {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  from: number;
  /** unnumbered lines before and after the rows (a report's opening balance and totals), in bold */
  summary?: SummaryRows<Row>;
  /** a heading over the table, when a page prints several */
  caption?: string;
}

/** One printed table: no paging, a row-number column 5% wide (spec 02). */
export function PrintTable<Row>({ columns, rows, from, summary = {}, caption }: PrintTableProps<Row>) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const cells = (row: Row) =>
    columns.map((column) => (
      <Box component="td" key={column.id} dir="auto" sx={column.multiline ? { ...cellSx, whiteSpace: 'pre-line' } : cellSx}>
        {column.ltr ? <bdi dir="ltr">{column.text(row)}</bdi> : column.text(row)}
      </Box>
    ));
  const summaryRows = (lines: readonly Row[] | undefined, key: string) =>
    (lines ?? []).map((row, index) => (
      <Box component="tr" key={`${key}-${index}`} sx={{ fontWeight: 700 }}>
        <Box component="td" sx={cellSx} />
        {cells(row)}
      </Box>
    ));
  return (
    <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', fontSize: 12, mb: 2 }}>
      {caption && (
        <Box component="caption" sx={{ textAlign: 'start', fontWeight: 700, py: 0.5 }}>
          {caption}
        </Box>
      )}
      <thead>
        <tr>
          <Box component="th" sx={{ ...cellSx, width: '5%' }}>
            {t('list.rowNumber')}
          </Box>
          {columns.map((column) => (
            <Box component="th" key={column.id} sx={cellSx}>
              {column.header}
            </Box>
          ))}
        </tr>
      </thead>
      <tbody>
        {summaryRows(summary.leading, 'leading')}
        {rows.map((row, index) => (
          <tr key={index}>
            <Box component="td" sx={cellSx}>
              {localizeDigits(String(from + index), language)}
            </Box>
            {cells(row)}
          </tr>
        ))}
        {summaryRows(summary.trailing, 'trailing')}
      </tbody>
    </Box>
  );
}

interface PrintRowsProps<Row> extends PrintTableProps<Row> {
  title: string;
  subtitle?: string;
}

/** The printable table of the rows on screen. */
export function PrintRows<Row>({ title, subtitle, ...table }: PrintRowsProps<Row>) {
  return (
    <PrintArea title={title} subtitle={subtitle}>
      <PrintTable {...table} />
    </PrintArea>
  );
}
