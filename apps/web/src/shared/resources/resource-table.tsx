import type { Field, ResourceRecord, SortTerm } from '@hesab/contract';
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
import { FieldDisplay } from '../fields/field-display.tsx';
import type { FormatContext } from '../fields/format-context.ts';

interface ResourceTableProps {
  columns: readonly Field[];
  rows: readonly ResourceRecord[];
  /** the row number of the first row */
  from: number;
  rowKey(row: ResourceRecord): string;
  sort: readonly SortTerm[];
  /** `additive` when shift was held: the column becomes a further sort */
  onSort(field: string, additive: boolean): void;
  /** the actions cell of a row; no actions column when absent */
  actions?: (row: ResourceRecord) => ReactNode;
  context: FormatContext;
  loading: boolean;
}

type SortHeaderProps = Pick<ResourceTableProps, 'sort' | 'onSort' | 'context'> & { field: Field };

function SortHeader({ field, sort, onSort, context }: SortHeaderProps) {
  const index = sort.findIndex((term) => term.field === field.name);
  const term = sort[index];
  return (
    <TableSortLabel
      active={term !== undefined}
      direction={term?.order ?? 'asc'}
      onClick={(event) => onSort(field.name, event.shiftKey)}
      // Shift-click would otherwise select the text between two headers.
      onMouseDown={(event) => {
        if (event.shiftKey) event.preventDefault();
      }}
      title={context.t('list.sortHint')}
      data-testid={`sort-${field.name}`}
      data-sort={term?.order}
    >
      {context.t(field.label)}
      {term && sort.length > 1 && (
        <Box
          component="span"
          data-testid={`sort-order-${field.name}`}
          sx={{ fontSize: '0.7rem', color: 'primary.main', fontWeight: 700, mx: 0.5, verticalAlign: 'super' }}
        >
          {localizeDigits(String(index + 1), context.language)}
        </Box>
      )}
    </TableSortLabel>
  );
}

/** The rows of a list page: a row number, the definition's list columns, and the row actions. */
export function ResourceTable(props: ResourceTableProps) {
  const { t } = useTranslation();
  const { columns, rows, context } = props;
  const span = columns.length + (props.actions ? 2 : 1);
  return (
    // Wider than a phone: the table scrolls sideways inside its box and the page stays put.
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="resource-table" aria-busy={props.loading} sx={{ minWidth: 480 }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 56 }}>#</TableCell>
            {columns.map((field) => (
              <TableCell key={field.name} sx={{ whiteSpace: 'nowrap', fontWeight: 600 }} data-field={field.name}>
                {field.sortable ? (
                  <SortHeader field={field} sort={props.sort} onSort={props.onSort} context={context} />
                ) : (
                  t(field.label)
                )}
              </TableCell>
            ))}
            {props.actions && <TableCell sx={{ width: '1%', whiteSpace: 'nowrap' }}>{t('list.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={props.rowKey(row)} hover data-testid="resource-row" data-key={props.rowKey(row)}>
              <TableCell sx={{ color: 'text.secondary' }}>
                {localizeDigits(String(props.from + index), context.language)}
              </TableCell>
              {columns.map((field) => (
                <TableCell key={field.name} data-field={field.name}>
                  <FieldDisplay field={field} value={row[field.name]} row={row} context={context} />
                </TableCell>
              ))}
              {props.actions && <TableCell sx={{ whiteSpace: 'nowrap', py: 0 }}>{props.actions(row)}</TableCell>}
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
