import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ResourceTable } from '../../shared/resources/resource-table.tsx';
import type { TableColumn } from '../../shared/resources/table-columns.ts';
import type { StatementLine } from './statement-lines.ts';

interface StatementSectionProps {
  title: string;
  columns: readonly TableColumn<StatementLine>[];
  lines: readonly StatementLine[];
  /** unnumbered lines under the accounts: the year's profit, the section's total */
  trailing: readonly StatementLine[];
  loading: boolean;
  testId: string;
}

/** One side of a financial statement (income, expenses, assets…): its accounts and its total. */
export function StatementSection({ title, columns, lines, trailing, loading, testId }: StatementSectionProps) {
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden', minWidth: 0 }} data-testid={testId}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, px: 2, pt: 1.5 }}>
        {title}
      </Typography>
      <ResourceTable
        columns={columns}
        rows={lines}
        from={1}
        rowKey={(line) => `${line.code}|${line.name}`}
        loading={loading}
        trailingRows={trailing}
        testId={`${testId}-table`}
      />
    </Paper>
  );
}
