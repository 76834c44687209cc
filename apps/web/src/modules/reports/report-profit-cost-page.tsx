import { formatMoney } from '@hesab/domain';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFormatContext } from '../../shared/fields/format-context.ts';
import { PrintTable } from '../../shared/resources/print-rows.tsx';
import { exportTable } from '../../shared/resources/table-columns.ts';
import { fetchProfitCost, reportKeys, reportStaleTime } from './report-api.ts';
import { periodLabel, statementColumns, type ReportFormat } from './report-columns.ts';
import { filePeriod, reportFileName } from './report-file-name.ts';
import { PeriodFilter } from './report-filters.tsx';
import { ReportFrame } from '../../shared/reports/report-frame.tsx';
import { readPeriod, withParams, type YearRange } from './report-period.ts';
import { labelledLine, netResult, stackSheets, type StatementLine } from './statement-lines.ts';
import { StatementSection } from './statement-section.tsx';
import { useReportYear } from './use-report-year.ts';

type ProfitAndLoss = Awaited<ReturnType<typeof fetchProfitCost>>;

interface Section {
  key: 'income' | 'expenses';
  title: string;
  lines: StatementLine[];
  total: StatementLine;
}

/** The statement's two sections, with their titles and totals through `t` (the screen's or the sheet's). */
function sectionsOf(report: ProfitAndLoss, t: TFunction): Section[] {
  return [
    {
      key: 'income',
      title: t('reports.income'),
      lines: report.income,
      total: labelledLine(t('reports.totalIncome'), report.total_income),
    },
    {
      key: 'expenses',
      title: t('reports.expenses'),
      lines: report.expenses,
      total: labelledLine(t('reports.totalExpenses'), report.total_expenses),
    },
  ];
}

function netLine(report: ProfitAndLoss, t: TFunction): StatementLine {
  const net = netResult(report.net_profit);
  return labelledLine(t(`reports.${net.label}`), net.amount);
}

function profitCostSheet(report: ProfitAndLoss, format: ReportFormat) {
  const columns = statementColumns(format);
  const header = format.t('list.rowNumber');
  const net = exportTable(columns, [], 1, header, { trailing: [netLine(report, format.t)] });
  return stackSheets(
    sectionsOf(report, format.t).map((section) => ({
      title: section.title,
      table: exportTable(columns, section.lines, 1, header, { trailing: [section.total] }),
    })),
    net.rows,
  );
}

/** Profit and loss (report/profitCost): income and expenses of a period, their totals and the net result. */
export function ReportProfitCostPage() {
  const year = useReportYear();
  return year ? <ProfitCost year={year} /> : null;
}

function ProfitCost({ year }: { year: YearRange }) {
  const { t } = useTranslation();
  const context = useFormatContext();
  const [params, setParams] = useSearchParams();
  const period = readPeriod(params, year);
  const report = useQuery({
    queryKey: reportKeys.profitCost(period),
    queryFn: () => fetchProfitCost(period),
    placeholderData: keepPreviousData,
    staleTime: reportStaleTime,
  });
  const columns = statementColumns(context);
  const sections = report.data ? sectionsOf(report.data, t) : [];
  const net = report.data ? netResult(report.data.net_profit) : null;

  return (
    <ReportFrame
      titleKey="menu.profitCost"
      subtitle={periodLabel(context, period)}
      testId="profit-cost"
      fetching={report.isFetching}
      ready={report.data !== undefined}
      fileName={reportFileName([context.t('menu.profitCost'), filePeriod(context, period)])}
      sheet={async (sheetT, language) => {
        if (!report.data) throw new Error('no report to export');
        return profitCostSheet(report.data, { ...context, t: sheetT, language });
      }}
      printTables={() => (
        <>
          {sections.map((section) => (
            <PrintTable
              key={section.key}
              caption={section.title}
              columns={columns}
              rows={section.lines}
              from={1}
              summary={{ trailing: [section.total] }}
            />
          ))}
          {report.data && <PrintTable columns={columns} rows={[]} from={1} summary={{ trailing: [netLine(report.data, t)] }} />}
        </>
      )}
      filters={
        <PeriodFilter
          key={`${period.from}|${period.to}`}
          period={period}
          onApply={(next) => setParams(withParams(params, { from: next.from, to: next.to }), { replace: true })}
        />
      }
    >
      <Stack spacing={2}>
        {sections.map((section) => (
          <StatementSection
            key={section.key}
            title={section.title}
            columns={columns}
            lines={section.lines}
            trailing={[section.total]}
            loading={report.isPending}
            testId={`profit-cost-${section.key}`}
          />
        ))}
        {net && (
          <Paper
            variant="outlined"
            sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}
            data-testid="profit-cost-net"
          >
            <Typography sx={{ fontWeight: 700 }}>{t(`reports.${net.label}`)}</Typography>
            <Typography component="bdi" dir="ltr" sx={{ fontWeight: 700, color: net.label === 'netLoss' ? 'error.main' : 'success.main' }}>
              {formatMoney(net.amount, { precision: context.currencyPrecision, language: context.language })}
            </Typography>
          </Paper>
        )}
      </Stack>
    </ReportFrame>
  );
}
