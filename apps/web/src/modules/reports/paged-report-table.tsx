import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ListPagination, pagingOf } from '../../shared/resources/list-pagination.tsx';
import { ResourceTable } from '../../shared/resources/resource-table.tsx';
import type { SummaryRows, TableColumn } from '../../shared/resources/table-columns.ts';
import type { PerPage } from '../../shared/lists/list-params.ts';

interface PagedReportTableProps<Row> {
  columns: readonly TableColumn<Row>[];
  /** the answer on screen: its page of rows and where it stands */
  page: { data: readonly Row[]; current_page: number; last_page: number; total: number; from: number } | undefined;
  state: { page: number; perPage: PerPage };
  summary: SummaryRows<Row>;
  rowKey(row: Row): string;
  loading: boolean;
  /** shown instead of the table while the report waits for a choice (its product) */
  waiting?: string;
  testId: string;
  onPage(page: number): void;
  onPerPage(perPage: PerPage): void;
}

/** A paged report's table: its rows between their summary lines, the first column kept in view, and the pager. */
export function PagedReportTable<Row>({ columns, page, state, summary, waiting, onPage, onPerPage, ...table }: PagedReportTableProps<Row>) {
  if (waiting) {
    return (
      <Typography color="text.secondary" data-testid="report-choose-product">
        {waiting}
      </Typography>
    );
  }
  const rows = page?.data ?? [];
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <ResourceTable
        columns={columns}
        rows={rows}
        from={page?.from ?? 1}
        leadingRows={summary.leading}
        trailingRows={summary.trailing}
        stickyColumn={columns[0]?.id}
        {...table}
      />
      <ListPagination {...pagingOf(page, state.page, rows.length)} perPage={state.perPage} onPage={onPage} onPerPage={onPerPage} />
    </Paper>
  );
}
