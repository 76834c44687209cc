import { appRoutes, reportResponse, type ReportDefinition } from '@hesab/contract';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { generatePath, Link as RouterLink, useSearchParams } from 'react-router';
import { api } from '../../shared/api/client.ts';
import { useFormatContext } from '../../shared/fields/format-context.ts';
import { ReportFrame } from '../../shared/reports/report-frame.tsx';
import { PrintTable } from '../../shared/resources/print-rows.tsx';
import { ResourceTable } from '../../shared/resources/resource-table.tsx';
import { exportTable } from '../../shared/resources/table-columns.ts';
import { engineColumns, engineGroups, engineTotals, type EngineLine } from './engine-columns.ts';
import { reportStaleTime } from './report-api.ts';
import { periodLabel } from './report-columns.ts';
import { filePeriod, reportFileName } from './report-file-name.ts';
import { PeriodFilter } from './report-filters.tsx';
import { readChoice, readPeriod, withParams, type YearRange } from './report-period.ts';
import { useReportYear } from './use-report-year.ts';

/** A report on the engine: its period and choices in the URL, its rows in groups with subtotals, totals, export and print. */
export function EngineReportPage({ definition }: { definition: ReportDefinition }) {
  const year = useReportYear();
  return year ? <EngineReport definition={definition} year={year} /> : null;
}

function EngineReport({ definition, year }: { definition: ReportDefinition; year: YearRange }) {
  const context = useFormatContext();
  const { t } = context;
  const [params, setParams] = useSearchParams();
  const period = readPeriod(params, year);
  const choices = Object.fromEntries(definition.choices.map((choice) => [choice.name, readChoice(params, choice.name, choice.options, choice.options[0])]));
  const query = { ...period, ...choices };
  const update = (values: Record<string, string>) => setParams(withParams(params, values), { replace: true });
  const report = useQuery({
    queryKey: ['reports', definition.route, query],
    queryFn: () => api.get(definition.path.slice(1), reportResponse(definition), query),
    placeholderData: keepPreviousData,
    staleTime: reportStaleTime,
  });
  const linkOf = (line: EngineLine) => {
    const link = definition.link?.(line.values, query);
    if (!link) return null;
    const path = generatePath(appRoutes[link.route].path, { id: link.id === undefined ? undefined : String(link.id) });
    return link.query ? `${path}?${new URLSearchParams(link.query).toString()}` : path;
  };
  // On screen and in print each group has its heading: the grouping column would only repeat it (Excel keeps it).
  const without = definition.groupBy;
  const columns = engineColumns(definition, context, {
    without,
    render: (line, text) => {
      const to = linkOf(line);
      return to ? (
        <Link component={RouterLink} to={to} data-testid="report-link">
          {text}
        </Link>
      ) : (
        text
      );
    },
  });
  const printColumns = engineColumns(definition, context, { without });
  const groups = report.data ? engineGroups(definition, report.data, context) : [];
  const totals = report.data ? [engineTotals(report.data, context)] : [];
  const grouped = definition.groupBy !== undefined;
  const title = t(definition.title);
  const testId = `report-${definition.route}`;

  return (
    <ReportFrame
      titleKey={definition.title}
      subtitle={periodLabel(context, period)}
      testId={testId}
      fetching={report.isFetching}
      ready={report.data !== undefined}
      fileName={reportFileName([title, filePeriod(context, period)])}
      sheet={async (sheetT, language) => {
        const format = { ...context, t: sheetT, language };
        const lines = report.data ? engineGroups(definition, report.data, format).flatMap((group) => (grouped ? [...group.lines, group.subtotal] : group.lines)) : [];
        return exportTable(engineColumns(definition, format), lines, 1, sheetT('list.rowNumber'), { trailing: report.data ? [engineTotals(report.data, format)] : [] });
      }}
      printTables={() => (
        <>
          {groups.map((group) => (
            <PrintTable key={group.key} caption={group.title || undefined} columns={printColumns} rows={group.lines} from={1} summary={{ trailing: grouped ? [group.subtotal] : [] }} />
          ))}
          <PrintTable columns={printColumns} rows={[]} from={1} summary={{ trailing: totals }} />
        </>
      )}
      filters={
        <PeriodFilter key={`${period.from}|${period.to}`} period={period} onApply={(next) => update({ from: next.from, to: next.to })}>
          {definition.choices.map((choice) => (
            <TextField
              key={choice.name}
              select
              label={t(choice.label)}
              value={choices[choice.name]}
              onChange={(event) => update({ [choice.name]: event.target.value })}
              sx={{ width: { xs: '100%', sm: 150 } }}
              data-testid={`report-choice-${choice.name}`}
            >
              {choice.options.map((option) => (
                <MenuItem key={option} value={option}>
                  {t(`${choice.label}s.${option}`)}
                </MenuItem>
              ))}
            </TextField>
          ))}
        </PeriodFilter>
      }
    >
      <Stack spacing={2}>
        {report.data && groups.length === 0 && (
          <Typography color="text.secondary" data-testid={`${testId}-empty`}>
            {t('reportEngine.empty')}
          </Typography>
        )}
        {groups.map((group, index) => (
          <Paper key={group.key} variant="outlined" sx={{ overflow: 'hidden' }} data-testid={`${testId}-group`}>
            {group.title && (
              <Typography variant="subtitle1" sx={{ px: 2, pt: 1.5, fontWeight: 700 }}>
                {group.title}
              </Typography>
            )}
            <ResourceTable
              columns={columns}
              rows={group.lines}
              from={1}
              rowKey={(line) => definition.rowKey(line.values)}
              loading={report.isPending}
              trailingRows={[...(grouped ? [group.subtotal] : []), ...(index === groups.length - 1 ? totals : [])]}
              testId={`${testId}-table`}
            />
          </Paper>
        ))}
      </Stack>
    </ReportFrame>
  );
}
