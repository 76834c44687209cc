import { appRoutes, type BalanceLevel } from '@hesab/contract';
import { localizeDigits } from '@hesab/domain';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useFormatContext } from '../../shared/fields/format-context.ts';
import { PrintTable } from '../../shared/resources/print-rows.tsx';
import { ResourceTable } from '../../shared/resources/resource-table.tsx';
import { exportTable } from '../../shared/resources/table-columns.ts';
import { balanceLayouts, balanceLevels, visibleBalanceRows, type BalanceLayout } from './balance-layout.ts';
import { bookSearch } from './book-state.ts';
import { fetchTrialBalance, reportKeys, reportStaleTime } from './report-api.ts';
import { balanceColumns, periodLabel, type BalanceLine } from './report-columns.ts';
import { filePeriod, reportFileName } from './report-file-name.ts';
import { PeriodFilter } from './report-filters.tsx';
import { ReportFrame } from '../../shared/reports/report-frame.tsx';
import { readChoice, readPeriod, withParams, type Period, type YearRange } from './report-period.ts';
import { useReportYear } from './use-report-year.ts';

const selectWidth = { xs: '100%', sm: 150 };

/** Trial balance (accounting/balance): level, layout and period in the URL; a given account links to its book. */
export function AccountingBalancePage() {
  const year = useReportYear();
  return year ? <TrialBalance year={year} /> : null;
}

function TrialBalance({ year }: { year: YearRange }) {
  const { t } = useTranslation();
  const context = useFormatContext();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const period = readPeriod(params, year);
  const level = readChoice<BalanceLevel>(params, 'level', balanceLevels, 'given');
  const layout = readChoice<BalanceLayout>(params, 'layout', balanceLayouts, '6');
  const hideZero = params.get('hideZero') === '1';
  const update = (values: Record<string, string | undefined>) => setParams(withParams(params, values), { replace: true });

  const balance = useQuery({
    queryKey: reportKeys.balance(period, level),
    queryFn: () => fetchTrialBalance(period, level),
    placeholderData: keepPreviousData,
    staleTime: reportStaleTime,
  });

  const rows = visibleBalanceRows(balance.data?.data ?? [], layout, hideZero);
  const totals: BalanceLine[] = balance.data ? [{ code: '', name: t('reports.total'), ...balance.data.totals }] : [];
  const bookLink = (row: BalanceLine) => {
    const id = level === 'given' ? row.id : undefined;
    if (id === undefined) return row.name;
    return (
      <Link
        component={RouterLink}
        to={`${appRoutes.AccountingBook.path}?${bookSearch({ account: id, ...period })}`}
        title={t('reports.openBook', { name: row.name })}
        // The book names its account at once, without reading the name the trial balance already has.
        onClick={() => queryClient.setQueryData(reportKeys.accountName(id), row.name)}
        data-testid="balance-book-link"
      >
        {row.name}
      </Link>
    );
  };
  const columns = balanceColumns(context, layout, bookLink);
  const applyPeriod = (next: Period) => update({ from: next.from, to: next.to });

  return (
    <ReportFrame
      titleKey="menu.trialBalance"
      subtitle={periodLabel(context, period)}
      testId="trial-balance"
      fetching={balance.isFetching}
      ready={balance.data !== undefined}
      fileName={reportFileName([t('menu.trialBalance'), filePeriod(context, period)])}
      sheet={async (sheetT, language) =>
        exportTable(balanceColumns({ ...context, t: sheetT, language }, layout), rows, 1, sheetT('list.rowNumber'), {
          trailing: totals.map((line) => ({ ...line, name: sheetT('reports.total') })),
        })
      }
      printTables={() => <PrintTable columns={balanceColumns(context, layout)} rows={rows} from={1} summary={{ trailing: totals }} />}
      filters={
        <PeriodFilter key={`${period.from}|${period.to}`} period={period} onApply={applyPeriod}>
          <TextField
            select
            label={t('reports.level')}
            value={level}
            onChange={(event) => update({ level: event.target.value })}
            sx={{ width: selectWidth }}
            slotProps={{ htmlInput: { 'data-testid': 'balance-level' } }}
          >
            {balanceLevels.map((option) => (
              <MenuItem key={option} value={option}>
                {t(`reports.levels.${option}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('reports.layout')}
            value={layout}
            onChange={(event) => update({ layout: event.target.value })}
            sx={{ width: selectWidth }}
            slotProps={{ htmlInput: { 'data-testid': 'balance-layout' } }}
          >
            {balanceLayouts.map((option) => (
              <MenuItem key={option} value={option}>
                {t('reports.layoutName', { n: localizeDigits(option, context.language) })}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            sx={{ minHeight: 56, marginInlineStart: 0 }}
            control={
              <Switch
                checked={hideZero}
                onChange={(event) => update({ hideZero: event.target.checked ? '1' : undefined })}
              />
            }
            label={t('reports.hideZero')}
          />
        </PeriodFilter>
      }
    >
      {/* Eight columns of twelve-digit figures beside the names: cells kept narrow so the last stays on a 1440px page. */}
      <Paper variant="outlined" sx={{ overflow: 'hidden', '& .MuiTable-root .MuiTableCell-root': { px: 0.5 } }}>
        <ResourceTable
          columns={columns}
          rows={rows}
          from={1}
          rowKey={(row) => `${row.code}|${row.name}`}
          loading={balance.isPending}
          trailingRows={totals}
          stickyColumn="name"
          testId="balance-table"
        />
      </Paper>
    </ReportFrame>
  );
}
