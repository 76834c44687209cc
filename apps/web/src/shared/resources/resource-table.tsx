import { localizeDigits } from '@hesab/domain';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useScrollEdges } from '../hooks/use-scroll-edges.ts';
import { useLanguage } from '../i18n/use-language.ts';
import type { SortProps, TableColumn } from './table-columns.ts';

function cellContent<Row>(column: TableColumn<Row>, row: Row): ReactNode {
  if (column.render) return column.render(row);
  return column.ltr ? <bdi dir="ltr">{column.text(row)}</bdi> : column.text(row);
}

interface SummaryRowsProps<Row> {
  rows: readonly Row[] | undefined;
  columns: readonly TableColumn<Row>[];
  hasActions: boolean;
  stickyColumn: string | undefined;
  testId: string;
}

// The sticky cell needs an opaque shade: the rows scrolling under it must not show through.
const summaryRowSx = {
  '& td': { fontWeight: 700, bgcolor: 'action.hover' },
  '& td.sticky-cell': { bgcolor: 'grey.100' },
} as const;

/**
 * The cell of the column that stays in view while the row scrolls sideways: it sticks to the start edge over a
 * solid background, and a long name wraps rather than push the last columns out, so the whole name reads.
 * Written left to right: the right-to-left style plugin mirrors `left`.
 */
const stickySx = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  whiteSpace: 'normal',
  minWidth: { xs: 128, sm: 160 },
} as const;

/** A cell's style: its own, and the sticky one (with a class summary rows can find) when it is the sticky column. */
function cellStyle<Row>(column: TableColumn<Row>, stickyColumn: string | undefined, own: object) {
  return column.id === stickyColumn ? { sx: { ...own, ...stickySx }, className: 'sticky-cell' } : { sx: own };
}

/** The shadow that tells columns are hidden on that side (written left to right, mirrored right to left). */
const edgeShadowSx = (side: 'left' | 'right') =>
  ({
    position: 'absolute',
    top: 0,
    bottom: 0,
    [side]: 0,
    width: 20,
    pointerEvents: 'none',
    zIndex: 2,
    backgroundImage: `linear-gradient(to ${side === 'left' ? 'right' : 'left'}, rgba(0, 0, 0, 0.16), rgba(0, 0, 0, 0))`,
  }) as const;

/** A report's unnumbered lines (an opening balance, totals): bold, with no actions and no row number. */
function SummaryTableRows<Row>({ rows, columns, hasActions, stickyColumn, testId }: SummaryRowsProps<Row>) {
  return (rows ?? []).map((row, index) => (
    <TableRow key={`${testId}-${index}`} data-testid={testId} sx={summaryRowSx}>
      {hasActions && <TableCell />}
      <TableCell />
      {columns.map((column) => (
        <TableCell
          key={column.id}
          data-field={column.id}
          dir="auto"
          {...cellStyle(column, stickyColumn, { whiteSpace: 'nowrap' })}
        >
          {cellContent(column, row)}
        </TableCell>
      ))}
    </TableRow>
  ));
}

interface ResourceTableProps<Row> extends Partial<SortProps> {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  /** the row number of the first row */
  from: number;
  rowKey(row: Row): string;
  /** the actions cell, the first column (spec 02's draft list: actions, row number, text); none when absent */
  actions?: (row: Row) => ReactNode;
  /** a click on the row outside its actions (a dialog that chooses a row) */
  onRowClick?: (row: Row) => void;
  /** unnumbered lines before the rows (a report's opening balance), testid `summary-leading` */
  leadingRows?: readonly Row[];
  /** unnumbered lines after the rows (a report's totals), testid `summary-trailing` */
  trailingRows?: readonly Row[];
  loading: boolean;
  /** data-testid of the table; its rows are `resource-row` wherever the table is */
  testId?: string;
  /** the column (a name) that stays in view while a table wider than its box scrolls sideways */
  stickyColumn?: string;
}

function SortHeader<Row>({ column, field, sort, onSort }: SortProps & { column: TableColumn<Row>; field: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const index = sort.findIndex((term) => term.field === field);
  const term = sort[index];
  return (
    <TableSortLabel
      active={term !== undefined}
      direction={term?.order ?? 'asc'}
      onClick={(event) => onSort(field, event.shiftKey)}
      // Shift-click would otherwise select the text between two headers.
      onMouseDown={(event) => {
        if (event.shiftKey) event.preventDefault();
      }}
      title={t('list.sortHint')}
      data-testid={`sort-${column.id}`}
      data-sort={term?.order}
    >
      {column.header}
      {term && sort.length > 1 && (
        <Box
          component="span"
          data-testid={`sort-order-${column.id}`}
          sx={{ fontSize: '0.7rem', color: 'primary.main', fontWeight: 700, mx: 0.5, verticalAlign: 'super' }}
        >
          {localizeDigits(String(index + 1), language)}
        </Box>
      )}
    </TableSortLabel>
  );
}

/**
 * A page of server rows, the one table of every list (resource lists, the activity log, the draft list):
 * optional actions, a row number, the columns; sortable headers sort (shift-click adds a further sort).
 */
export function ResourceTable<Row>(props: ResourceTableProps<Row>) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { columns, rows, sort, onSort, actions, onRowClick, stickyColumn } = props;
  const span = columns.length + (actions ? 2 : 1);
  const { ref, edges } = useScrollEdges<HTMLDivElement>();
  return (
    // Wider than its box (a phone, a report of many columns): the table scrolls sideways inside it, the page stays
    // put, and a shadow on each side with hidden columns says so.
    <Box sx={{ position: 'relative' }}>
      {edges.before && <Box sx={edgeShadowSx('left')} />}
      {edges.after && <Box sx={edgeShadowSx('right')} data-testid="scroll-cue" />}
      <TableContainer ref={ref} sx={{ overflowX: 'auto' }}>
        <Table
          size="small"
          data-testid={props.testId ?? 'resource-table'}
          aria-busy={props.loading}
          // Tight cells so that more columns fit before the box has to scroll.
          sx={{ minWidth: 480, '& .MuiTableCell-root': { px: 1 } }}
        >
          <TableHead>
            <TableRow>
              {actions && <TableCell sx={{ width: '1%', whiteSpace: 'nowrap' }}>{t('list.actions')}</TableCell>}
              <TableCell sx={{ width: 48, whiteSpace: 'nowrap' }}>{t('list.rowNumber')}</TableCell>
              {columns.map((column) => (
                // Headers may take two lines: a long header must not widen a column of short amounts.
                <TableCell
                  key={column.id}
                  {...cellStyle(column, stickyColumn, { fontWeight: 600, verticalAlign: 'bottom' })}
                  data-field={column.id}
                >
                  {column.sortField && sort && onSort ? (
                    <SortHeader column={column} field={column.sortField} sort={sort} onSort={onSort} />
                  ) : (
                    column.header
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            <SummaryTableRows
              rows={props.leadingRows}
              columns={columns}
              hasActions={actions !== undefined}
              stickyColumn={stickyColumn}
              testId="summary-leading"
            />
            {rows.map((row, index) => (
              <TableRow
                key={props.rowKey(row)}
                hover
                onClick={onRowClick ? () => onRowClick(row) : undefined}
                sx={onRowClick ? { cursor: 'pointer' } : undefined}
                data-testid="resource-row"
                data-key={props.rowKey(row)}
              >
                {actions && (
                  // The actions have their own clicks; they must not count as choosing the row.
                  <TableCell sx={{ whiteSpace: 'nowrap', py: 0 }} onClick={(event) => event.stopPropagation()}>
                    {actions(row)}
                  </TableCell>
                )}
                <TableCell sx={{ color: 'text.secondary' }}>{localizeDigits(String(props.from + index), language)}</TableCell>
                {columns.map((column) => (
                  <TableCell
                    key={column.id}
                    data-field={column.id}
                    dir="auto"
                    {...cellStyle(
                      column,
                      stickyColumn,
                      column.multiline ? { whiteSpace: 'pre-line', minWidth: 240 } : { whiteSpace: 'nowrap' },
                    )}
                  >
                    {cellContent(column, row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {rows.length === 0 && !props.loading && (
              <TableRow>
                <TableCell colSpan={span} align="center" sx={{ py: 4, color: 'text.secondary' }} data-testid="list-empty">
                  {t('list.empty')}
                </TableCell>
              </TableRow>
            )}
            <SummaryTableRows
              rows={props.trailingRows}
              columns={columns}
              hasActions={actions !== undefined}
              stickyColumn={stickyColumn}
              testId="summary-trailing"
            />
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
