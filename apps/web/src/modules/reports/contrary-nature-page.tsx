import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFormatContext } from '../../shared/fields/format-context.ts';
import { todayIso } from '../../shared/format/dates.ts';
import { PrintTable } from '../../shared/resources/print-rows.tsx';
import { ResourceTable } from '../../shared/resources/resource-table.tsx';
import { exportTable } from '../../shared/resources/table-columns.ts';
import { contraryLevels, contraryNatureColumns, type ContraryLevel } from './contrary-nature.ts';
import { fetchContraryNature, reportKeys, reportStaleTime } from './report-api.ts';
import { dayLabel } from './report-columns.ts';
import { fileDay, reportFileName } from './report-file-name.ts';
import { DayFilter } from './report-filters.tsx';
import { ReportFrame } from '../../shared/reports/report-frame.tsx';
import { readChoice, readDay, withParams, type YearRange } from './report-period.ts';
import { useReportYear } from './use-report-year.ts';

/** The amount on the wrong side stands out in the error colour; left to right so a number reads whole. */
function emphasise(text: string) {
  return (
    <Box component="bdi" dir="ltr" sx={{ color: 'error.main', fontWeight: 700 }}>
      {text}
    </Box>
  );
}

/** Balances against their account's nature on a day (accounting/contraryNatureDocument), by given or detail account. */
export function ContraryNatureDocumentPage() {
  const year = useReportYear();
  return year ? <ContraryNature year={year} /> : null;
}

function ContraryNature({ year }: { year: YearRange }) {
  const { t } = useTranslation();
  const context = useFormatContext();
  const [params, setParams] = useSearchParams();
  const date = readDay(params, year, todayIso());
  const level = readChoice<ContraryLevel>(params, 'level', contraryLevels, 'given');
  const update = (values: Record<string, string>) => setParams(withParams(params, values), { replace: true });
  const report = useQuery({
    queryKey: reportKeys.contraryNature(date, level),
    queryFn: () => fetchContraryNature(date, level),
    placeholderData: keepPreviousData,
    staleTime: reportStaleTime,
  });
  const rows = report.data ?? [];
  const columns = contraryNatureColumns(context, level, emphasise);

  return (
    <ReportFrame
      titleKey="menu.contraryNature"
      subtitle={dayLabel(context, date)}
      testId="contrary-nature"
      fetching={report.isFetching}
      ready={report.data !== undefined}
      fileName={reportFileName([context.t('menu.contraryNature'), fileDay(context, date)])}
      sheet={async (sheetT, language) =>
        exportTable(contraryNatureColumns({ ...context, t: sheetT, language }, level), rows, 1, sheetT('list.rowNumber'))
      }
      printTables={() => <PrintTable columns={contraryNatureColumns(context, level)} rows={rows} from={1} />}
      filters={
        <DayFilter key={date} date={date} onApply={(day) => update({ date: day })}>
          <TextField
            select
            label={t('reports.level')}
            value={level}
            onChange={(event) => update({ level: event.target.value })}
            sx={{ width: { xs: '100%', sm: 150 } }}
          >
            {contraryLevels.map((option) => (
              <MenuItem key={option} value={option}>
                {t(`reports.levels.${option}`)}
              </MenuItem>
            ))}
          </TextField>
        </DayFilter>
      }
    >
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <ResourceTable
          columns={columns}
          rows={rows}
          from={1}
          rowKey={(row) => `${row.code}|${row.account_code ?? ''}`}
          loading={report.isPending}
          testId="contrary-nature-table"
        />
      </Paper>
    </ReportFrame>
  );
}
