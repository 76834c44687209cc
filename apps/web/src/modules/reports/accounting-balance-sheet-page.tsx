import Box from '@mui/material/Box';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { todayIso } from '../../shared/format/dates.ts';
import { useFormatContext } from '../../shared/fields/format-context.ts';
import { PrintTable } from '../../shared/resources/print-rows.tsx';
import { exportTable } from '../../shared/resources/table-columns.ts';
import { fetchBalanceSheet, reportKeys, reportStaleTime } from './report-api.ts';
import { dayLabel, statementColumns, type ReportFormat } from './report-columns.ts';
import { fileDay, reportFileName } from './report-file-name.ts';
import { DayFilter } from './report-filters.tsx';
import { ReportFrame } from '../../shared/reports/report-frame.tsx';
import { readDay, withParams, type YearRange } from './report-period.ts';
import { labelledLine, stackSheets, type StatementLine } from './statement-lines.ts';
import { StatementSection } from './statement-section.tsx';
import { useReportYear } from './use-report-year.ts';

/** One column on a phone, the two sides beside each other from a tablet up. */
const sideBySide = { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' };

type BalanceSheet = Awaited<ReturnType<typeof fetchBalanceSheet>>;

interface Side {
  key: 'assets' | 'claims';
  title: string;
  lines: StatementLine[];
  /** unnumbered lines under the accounts: the year's profit (on the claims' side) and the total */
  trailing: StatementLine[];
}

/** Assets on one side; liabilities, equity and the year's profit or loss so far on the other. */
function sidesOf(sheet: BalanceSheet, t: TFunction): Side[] {
  return [
    {
      key: 'assets',
      title: t('reports.assets'),
      lines: sheet.assets,
      trailing: [labelledLine(t('reports.totalAssets'), sheet.total_assets)],
    },
    {
      key: 'claims',
      title: t('reports.liabilitiesAndEquity'),
      lines: sheet.liabilities_and_equity,
      trailing: [
        labelledLine(t('reports.currentProfit'), sheet.current_profit),
        labelledLine(t('reports.totalLiabilitiesAndEquity'), sheet.total_liabilities_and_equity),
      ],
    },
  ];
}

function balanceSheetSheet(sheet: BalanceSheet, format: ReportFormat) {
  const columns = statementColumns(format);
  return stackSheets(
    sidesOf(sheet, format.t).map((side) => ({
      title: side.title,
      table: exportTable(columns, side.lines, 1, format.t('list.rowNumber'), { trailing: side.trailing }),
    })),
  );
}

/** The balance sheet (accounting/balanceSheet) on a day, the two sides beside each other on a wide screen. */
export function AccountingBalanceSheetPage() {
  const year = useReportYear();
  return year ? <BalanceSheetReport year={year} /> : null;
}

function BalanceSheetReport({ year }: { year: YearRange }) {
  const { t } = useTranslation();
  const context = useFormatContext();
  const [params, setParams] = useSearchParams();
  const date = readDay(params, year, todayIso());
  const report = useQuery({
    queryKey: reportKeys.balanceSheet(date),
    queryFn: () => fetchBalanceSheet(date),
    placeholderData: keepPreviousData,
    staleTime: reportStaleTime,
  });
  const columns = statementColumns(context);
  const sides = report.data ? sidesOf(report.data, t) : [];

  return (
    <ReportFrame
      titleKey="menu.balanceSheet"
      subtitle={dayLabel(context, date)}
      testId="balance-sheet"
      fetching={report.isFetching}
      ready={report.data !== undefined}
      fileName={reportFileName([context.t('menu.balanceSheet'), fileDay(context, date)])}
      sheet={async (sheetT, language) => {
        if (!report.data) throw new Error('no report to export');
        return balanceSheetSheet(report.data, { ...context, t: sheetT, language });
      }}
      printTables={() =>
        sides.map((side) => (
          <PrintTable
            key={side.key}
            caption={side.title}
            columns={columns}
            rows={side.lines}
            from={1}
            summary={{ trailing: side.trailing }}
          />
        ))
      }
      filters={
        <DayFilter key={date} date={date} onApply={(day) => setParams(withParams(params, { date: day }), { replace: true })} />
      }
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: sideBySide, alignItems: 'start' }}>
        {sides.map((side) => (
          <StatementSection
            key={side.key}
            title={side.title}
            columns={columns}
            lines={side.lines}
            trailing={side.trailing}
            loading={report.isPending}
            testId={`balance-sheet-${side.key}`}
          />
        ))}
      </Box>
    </ReportFrame>
  );
}
