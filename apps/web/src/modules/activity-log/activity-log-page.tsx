import FilterListIcon from '@mui/icons-material/FilterList';
import GridOnIcon from '@mui/icons-material/GridOn';
import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../shared/drafts/data-table.tsx';
import { ExcelExportDialog } from '../../shared/drafts/excel-export-dialog.tsx';
import { PrintTable } from '../../shared/drafts/print-table.tsx';
import { sheetOf } from '../../shared/drafts/table-columns.ts';
import { usePrint } from '../../shared/drafts/use-print.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import '../../shared/pieces-i18n.ts';
import { DebouncedTextField } from '../../shared/resources/debounced-text-field.tsx';
import { useInit } from '../../shared/session/session-queries.ts';
import { fetchLog, logQueryKey } from './log-api.ts';
import { logColumns } from './log-columns.ts';
import { LogFilterDialog } from './log-filter-dialog.tsx';
import { LogPagination } from './log-pagination.tsx';
import { logFilterNames, logQueryOf, readLogState, writeLogState, type LogFilters, type LogState } from './log-state.ts';

/** Spec 02 section 9: the log search waits 1 s. */
const searchDelayMs = 1000;
/** Until the session data is in, dates are Jalali, the product's default. */
const fallbackDateLocale = 'fa';

/**
 * The activity log (users/log, permission logList): who did what to which record, searchable and filterable,
 * paged on the server, printable and exportable; its state lives in the URL.
 */
export function ActivityLogPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const dateLocale = useInit().data?.date_locale ?? fallbackDateLocale;
  const [params, setParams] = useSearchParams();
  const state = readLogState(params);
  const [filtering, setFiltering] = useState(false);
  const [exporting, setExporting] = useState(false);
  const { printing, print } = usePrint();

  const update = (change: Partial<LogState>) => setParams(writeLogState({ ...state, ...change }));

  const query = logQueryOf(state);
  const log = useQuery({
    queryKey: [...logQueryKey, query],
    queryFn: () => fetchLog(query),
    placeholderData: keepPreviousData,
  });
  const rows = log.data?.data ?? [];
  const from = log.data?.from ?? 1;
  const columns = logColumns({ t, language, dateLocale });
  const title = t('pieces.log.title');
  const activeFilters = logFilterNames.filter((name) => state.filters[name] !== undefined);

  const filterText = (name: (typeof logFilterNames)[number]): string => {
    const value = state.filters[name] ?? '';
    const shown = name === 'action' ? t(`pieces.log.actions.${value}`) : value;
    return `${t(name === 'user' ? 'pieces.log.userId' : `pieces.log.${name}`)}: ${shown}`;
  };

  const withoutFilter = (name: (typeof logFilterNames)[number]): LogFilters => ({ ...state.filters, [name]: undefined });

  return (
    <Stack spacing={2} data-testid="activity-log">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, flexGrow: 1 }}>
          {title}
        </Typography>
        <Button variant="outlined" startIcon={<GridOnIcon />} onClick={() => setExporting(true)} data-testid="log-excel">
          {t('pieces.common.excel')}
        </Button>
        <Button variant="outlined" startIcon={<PrintIcon />} onClick={print} disabled={rows.length === 0} data-testid="log-print">
          {t('pieces.common.print')}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <DebouncedTextField
          search
          value={state.search}
          onCommit={(search) => update({ search, page: 1 })}
          delayMs={searchDelayMs}
          label={t('pieces.common.search')}
          testId="log-search"
        />
        <Button variant="outlined" startIcon={<FilterListIcon />} onClick={() => setFiltering(true)} data-testid="log-filters-open">
          {t('pieces.log.filters')}
        </Button>
        {activeFilters.map((name) => (
          <Chip
            key={name}
            label={filterText(name)}
            onDelete={() => update({ filters: withoutFilter(name), page: 1 })}
            data-testid="log-filter-chip"
            data-filter={name}
          />
        ))}
      </Box>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box sx={{ height: 4 }}>{log.isFetching && <LinearProgress />}</Box>
        <DataTable columns={columns} rows={rows} from={from} rowKey={(entry) => String(entry.id)} loading={log.isPending} testId="log-table" />
        <LogPagination
          page={log.data?.current_page ?? state.page}
          lastPage={log.data?.last_page ?? 1}
          perPage={state.perPage}
          total={log.data?.total ?? 0}
          onPage={(page) => update({ page })}
          onPerPage={(perPage) => update({ perPage, page: 1 })}
        />
      </Paper>
      {filtering && (
        <LogFilterDialog
          filters={state.filters}
          onClose={() => setFiltering(false)}
          onApply={(filters) => {
            setFiltering(false);
            update({ filters, page: 1 });
          }}
        />
      )}
      {exporting && (
        <ExcelExportDialog
          title={(sheetT) => sheetT('pieces.log.title')}
          fileName="activity-log.xlsx"
          build={async (sheetT, sheetLanguage, scope) => {
            const sheetColumns = logColumns({ t: sheetT, language: sheetLanguage, dateLocale });
            const all = scope === 'all' ? (await fetchLog(query, true)).data : rows;
            return sheetOf(sheetColumns, all, scope === 'all' ? 1 : from, sheetT('pieces.common.rowNumber'));
          }}
          onClose={() => setExporting(false)}
        />
      )}
      {printing && <PrintTable title={title} columns={columns} rows={rows} from={from} />}
    </Stack>
  );
}
