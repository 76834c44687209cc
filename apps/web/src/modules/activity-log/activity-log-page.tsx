import FilterListIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatContext, type FormatContext } from '../../shared/fields/format-context.ts';
import { fieldSpec } from '../../shared/fields/registry.ts';
import { usePrint } from '../../shared/hooks/use-print.ts';
import { useListState } from '../../shared/lists/use-list-state.ts';
import { ExportDialog } from '../../shared/resources/export-dialog.tsx';
import { ListPagination } from '../../shared/resources/list-pagination.tsx';
import { ListPageHeader, ListSearchRow } from '../../shared/resources/list-toolbar.tsx';
import { PrintRows } from '../../shared/resources/print-rows.tsx';
import { ResourceTable } from '../../shared/resources/resource-table.tsx';
import { exportTable } from '../../shared/resources/table-columns.ts';
import { fetchLog, logQueryKey } from './log-api.ts';
import { logColumns, type LogFormat } from './log-columns.ts';
import { LogFilterDialog } from './log-filter-dialog.tsx';
import {
  logFilterLabels,
  logFilterNames,
  logListParams,
  logQueryOf,
  type LogFilterName,
  type LogFilters,
} from './log-state.ts';

/** The log's formats: a changed value reads as its field type shows it, a reference by the name the log found. */
function logFormat(context: FormatContext): LogFormat {
  return { ...context, valueText: (field, value, record) => fieldSpec(field).text(value, field, context, record) };
}

/**
 * The activity log (users/log, permission logList): who did what to which record, searchable and filterable,
 * paged on the server, printable and exportable; its state lives in the URL.
 */
export function ActivityLogPage() {
  const { t } = useTranslation();
  const context = useFormatContext();
  const { state, update } = useListState(logListParams);
  const [filtering, setFiltering] = useState(false);
  const [exporting, setExporting] = useState(false);
  const { printing, print } = usePrint();

  const query = logQueryOf(state);
  const log = useQuery({
    queryKey: [...logQueryKey, query],
    queryFn: () => fetchLog(query),
    placeholderData: keepPreviousData,
  });
  const rows = log.data?.data ?? [];
  const from = log.data?.from ?? 1;
  const columns = logColumns(logFormat(context));
  const title = t('menu.log');
  const activeFilters = logFilterNames.filter((name) => state.filters[name] !== undefined);

  const filterText = (name: LogFilterName): string => {
    const value = state.filters[name] ?? '';
    const shown = name === 'action' ? t(`log.actions.${value}`) : value;
    return `${t(logFilterLabels[name])}: ${shown}`;
  };

  const withoutFilter = (name: LogFilterName): LogFilters => ({ ...state.filters, [name]: undefined });

  return (
    <Stack spacing={2} data-testid="activity-log">
      <ListPageHeader title={title} onExport={() => setExporting(true)} onPrint={print} printDisabled={rows.length === 0} />
      <ListSearchRow search={state.search} onSearch={(search) => update({ search, page: 1 })}>
        <Button variant="outlined" startIcon={<FilterListIcon />} onClick={() => setFiltering(true)} data-testid="log-filters-open">
          {t('log.filters')}
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
      </ListSearchRow>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box sx={{ height: 4 }}>{log.isFetching && <LinearProgress />}</Box>
        <ResourceTable
          columns={columns}
          rows={rows}
          from={from}
          rowKey={(entry) => String(entry.id)}
          loading={log.isPending}
          testId="log-table"
        />
        <ListPagination
          page={log.data?.current_page ?? state.page}
          lastPage={log.data?.last_page ?? 1}
          perPage={state.perPage}
          total={log.data?.total ?? 0}
          from={from}
          rowCount={rows.length}
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
        <ExportDialog
          title={(sheetT) => sheetT('menu.log')}
          fileName="activity-log.xlsx"
          build={async (sheetT, sheetLanguage, scope) => {
            const sheetColumns = logColumns(logFormat({ ...context, t: sheetT, language: sheetLanguage }));
            const all = scope === 'all' ? (await fetchLog(query, true)).data : rows;
            return exportTable(sheetColumns, all, scope === 'all' ? 1 : from, sheetT('list.rowNumber'));
          }}
          onClose={() => setExporting(false)}
        />
      )}
      {printing && <PrintRows title={title} columns={columns} rows={rows} from={from} />}
    </Stack>
  );
}
