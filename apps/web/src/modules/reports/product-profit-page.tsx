import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { useFormatContext } from '../../shared/fields/format-context.ts';
import { ReportFrame } from '../../shared/reports/report-frame.tsx';
import { PrintTable } from '../../shared/resources/print-rows.tsx';
import { ResourceTable } from '../../shared/resources/resource-table.tsx';
import { exportTable } from '../../shared/resources/table-columns.ts';
import { fetchProductProfit, invoiceReportKeys } from './invoice-report-api.ts';
import { profitColumns } from './invoice-report-columns.ts';
import { periodLabel } from './report-columns.ts';
import { filePeriod, reportFileName } from './report-file-name.ts';
import { PeriodFilter } from './report-filters.tsx';
import type { YearRange } from './report-period.ts';
import { usePeriodReport } from './use-period-report.ts';
import { useReportYear } from './use-report-year.ts';

const titleKey = 'invoiceReports.routes.InvoiceProductProfitable';

/** invoice/report/productProfitable: each product's sales less their returns in a range, their cost and the profit. */
export function ProductProfitPage() {
  const year = useReportYear();
  return year ? <ProductProfit year={year} /> : null;
}

function ProductProfit({ year }: { year: YearRange }) {
  const { t } = useTranslation();
  const context = useFormatContext();
  const { period, report, setPeriod } = usePeriodReport(year, invoiceReportKeys.profit, fetchProductProfit);
  const rows = report.data?.data ?? [];
  const columns = profitColumns(context);
  const trailing = report.data ? [{ summary: t('invoiceReports.totals'), ...report.data.totals }] : [];

  return (
    <ReportFrame
      titleKey={titleKey}
      subtitle={periodLabel(context, period)}
      testId="product-profit"
      fetching={report.isFetching}
      ready={report.data !== undefined}
      fileName={reportFileName([t(titleKey), filePeriod(context, period)])}
      sheet={async (sheetT, language) => {
        if (!report.data) throw new Error('no report to export');
        const totals = { summary: sheetT('invoiceReports.totals'), ...report.data.totals };
        return exportTable(profitColumns({ ...context, t: sheetT, language }), rows, 1, sheetT('list.rowNumber'), { trailing: [totals] });
      }}
      printTables={() => <PrintTable columns={columns} rows={rows} from={1} summary={{ trailing }} />}
      filters={
        <PeriodFilter key={`${period.from}|${period.to}`} period={period} onApply={setPeriod} />
      }
    >
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <ResourceTable
          columns={columns}
          rows={rows}
          from={1}
          rowKey={(line) => String(line.product ?? '')}
          loading={report.isPending}
          trailingRows={trailing}
          stickyColumn="name"
          testId="product-profit-table"
        />
      </Paper>
    </ReportFrame>
  );
}
