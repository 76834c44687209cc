import { localizeDigits } from '@hesab/domain';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFormatContext } from '../../shared/fields/format-context.ts';
import { PrintTable } from '../../shared/resources/print-rows.tsx';
import { ResourceTable } from '../../shared/resources/resource-table.tsx';
import { exportTable } from '../../shared/resources/table-columns.ts';
import { fetchTotalDocument, reportKeys, reportStaleTime } from './report-api.ts';
import { periodLabel, totalDocumentColumns, type TotalDocumentLine } from './report-columns.ts';
import { filePeriod, reportFileName } from './report-file-name.ts';
import { PeriodFilter } from './report-filters.tsx';
import { ReportFrame } from '../../shared/reports/report-frame.tsx';
import { readPeriod, withParams, type YearRange } from './report-period.ts';
import { useReportYear } from './use-report-year.ts';

/** The summary document (accounting/totalDocument): the period's documents summed per total-level account. */
export function AccountingTotalDocumentPage() {
  const year = useReportYear();
  return year ? <TotalDocument year={year} /> : null;
}

function TotalDocument({ year }: { year: YearRange }) {
  const { t } = useTranslation();
  const context = useFormatContext();
  const [params, setParams] = useSearchParams();
  const period = readPeriod(params, year);
  const report = useQuery({
    queryKey: reportKeys.totalDocument(period),
    queryFn: () => fetchTotalDocument(period),
    placeholderData: keepPreviousData,
    staleTime: reportStaleTime,
  });
  const rows = report.data?.rows ?? [];
  const totalLine = (name: string): TotalDocumentLine[] =>
    report.data ? [{ code: '', name, debit: report.data.debit_total, credit: report.data.credit_total }] : [];
  const columns = totalDocumentColumns(context);

  return (
    <ReportFrame
      titleKey="menu.totalDocument"
      subtitle={periodLabel(context, period)}
      testId="total-document"
      fetching={report.isFetching}
      ready={report.data !== undefined}
      fileName={reportFileName([context.t('menu.totalDocument'), filePeriod(context, period)])}
      sheet={async (sheetT, language) =>
        exportTable(totalDocumentColumns({ ...context, t: sheetT, language }), rows, 1, sheetT('list.rowNumber'), {
          trailing: totalLine(sheetT('reports.total')),
        })
      }
      printTables={() => <PrintTable columns={columns} rows={rows} from={1} summary={{ trailing: totalLine(t('reports.total')) }} />}
      filters={
        <PeriodFilter
          key={`${period.from}|${period.to}`}
          period={period}
          onApply={(next) => setParams(withParams(params, { from: next.from, to: next.to }), { replace: true })}
        />
      }
    >
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {report.data && (
          <Typography variant="body2" sx={{ px: 2, pt: 1.5 }} data-testid="total-document-count">
            {t('reports.documents', { n: localizeDigits(String(report.data.documents), context.language) })}
          </Typography>
        )}
        <ResourceTable
          columns={columns}
          rows={rows}
          from={1}
          rowKey={(row) => row.code}
          loading={report.isPending}
          trailingRows={totalLine(t('reports.total'))}
          testId="total-document-table"
        />
      </Paper>
    </ReportFrame>
  );
}
