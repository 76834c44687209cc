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
import { useLanguage } from '../i18n/use-language.ts';
import type { SortProps, TableColumn } from './table-columns.ts';

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
  loading: boolean;
  /** data-testid of the table; its rows are `resource-row` wherever the table is */
  testId?: string;
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
  const { columns, rows, sort, onSort, actions, onRowClick } = props;
  const span = columns.length + (actions ? 2 : 1);
  return (
    // Wider than a phone: the table scrolls sideways inside its box and the page stays put.
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid={props.testId ?? 'resource-table'} aria-busy={props.loading} sx={{ minWidth: 480 }}>
        <TableHead>
          <TableRow>
            {actions && <TableCell sx={{ width: '1%', whiteSpace: 'nowrap' }}>{t('list.actions')}</TableCell>}
            <TableCell sx={{ width: 56, whiteSpace: 'nowrap' }}>{t('list.rowNumber')}</TableCell>
            {columns.map((column) => (
              <TableCell key={column.id} sx={{ whiteSpace: 'nowrap', fontWeight: 600 }} data-field={column.id}>
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
                  sx={column.multiline ? { whiteSpace: 'pre-line', minWidth: 240 } : { whiteSpace: 'nowrap' }}
                >
                  {column.render ? column.render(row) : column.text(row)}
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
        </TableBody>
      </Table>
    </TableContainer>
  );
}
