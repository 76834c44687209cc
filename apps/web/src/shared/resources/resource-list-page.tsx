import type { ResourceDefinition, ResourceRecord } from '@hesab/contract';
import AddIcon from '@mui/icons-material/Add';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useFormatContext } from '../fields/format-context.ts';
import { useHasPermission } from '../hooks/use-has-permission.ts';
import { usePrint } from '../hooks/use-print.ts';
import { ExportDialog } from './export-dialog.tsx';
import { fieldColumns } from './field-columns.tsx';
import { editPathOf } from './list-location.ts';
import { ListFilters } from './list-filters.tsx';
import { ListPagination } from './list-pagination.tsx';
import { ListPageHeader, ListSearchRow } from './list-toolbar.tsx';
import { effectiveSort, toggleSort, type ListFilters as FilterValues } from './list-state.ts';
import { PrintRows } from './print-rows.tsx';
import { nameFieldOf } from './record-name.ts';
import { keyOf, resourceQueryKeys } from './resource-api.ts';
import { ListImport } from '../imports/list-import.tsx';
import { ResourceFormDialog } from './resource-form-dialog.tsx';
import { ResourceTable } from './resource-table.tsx';
import { RowActions, TurnoverLink, type EditAction } from './row-actions.tsx';
import { useDeleteRecord } from './use-delete-record.ts';
import { useListRows } from './use-list-rows.ts';
import { kindOfFilters } from './resource-access.ts';
import { useResourceAccess } from './use-resource-access.ts';

export interface ResourceListPageProps {
  definition: ResourceDefinition;
  /** a screen's own buttons in each row, after edit, delete and the turnover */
  rowActions?: (row: ResourceRecord) => ReactNode;
  /** one kind of the records (a screen shared by kinds): its title and the filters that make it */
  scope?: ListScope;
  /** a screen's own buttons in its header, before the new button (the products' cost rebuild) */
  headerActions?: ReactNode;
}

export interface ListScope {
  /** i18n key of the title */
  title: string;
  filters: FilterValues;
  /** the form page of this kind (a service's, not a product's): its path for a record, or a new one without a key */
  formPath?(key?: string): string;
}

type FormDialog = { open: false } | { open: true; recordKey?: string };

/**
 * The list screen of any definition: server paging, search, multi-column sort, filters, all kept in the URL;
 * edit and delete per row, a new button, Excel export and print.
 */
export function ResourceListPage({ definition, rowActions, scope, headerActions }: ResourceListPageProps) {
  const { t } = useTranslation();
  const context = useFormatContext();
  // A list kept to one kind of record (service/list) follows that kind's permissions.
  const access = useResourceAccess(definition, kindOfFilters(definition, scope?.filters));
  const location = useLocation();
  const { state, update, page, query } = useListRows(definition, scope?.filters);
  const confirmDelete = useDeleteRecord(definition);
  const [formDialog, setFormDialog] = useState<FormDialog>({ open: false });
  const [exporting, setExporting] = useState(false);
  const { printing, print } = usePrint();
  const queryClient = useQueryClient();
  // A resource people move in from another program's spreadsheets (issue 18) has its import beside new.
  const refreshList = useCallback(() => void queryClient.invalidateQueries({ queryKey: resourceQueryKeys.lists(definition) }), [queryClient, definition]);

  const data = page.data;
  const rows = data?.data ?? [];

  const from = { from: location.pathname + location.search };
  const editAction = (row: ResourceRecord): EditAction => {
    const recordKey = keyOf(definition, row);
    const to = scope?.formPath?.(recordKey) ?? editPathOf(definition, recordKey);
    return to ? { to, state: from } : { onClick: () => setFormDialog({ open: true, recordKey }) };
  };

  const listed = definition.fields.filter((field) => field.list);
  const columns = fieldColumns(listed, context);
  // The record's name stays in view while a wide list scrolls sideways.
  const nameColumn = nameFieldOf(listed);
  // The scope's own filters are the screen's kind, not the user's to change.
  const filterable = definition.fields.filter((field) => field.filterable && scope?.filters[field.name] === undefined);
  const newPath = scope?.formPath?.() ?? editPathOf(definition);
  // A record that is a detail account opens its turnover, for those who may read it.
  const turnover = useHasPermission('ReportTurnoverList') ? definition.turnover : undefined;
  const hasActions = access.edit || access.remove || turnover !== undefined || rowActions !== undefined;
  const title = t(scope?.title ?? definition.title);

  return (
    <Stack spacing={2} data-testid="resource-list" data-resource={definition.name}>
      <ListPageHeader
        title={title}
        exportIcon={<FileDownloadIcon />}
        onExport={() => setExporting(true)}
        onPrint={print}
        printDisabled={rows.length === 0}
      >
        {headerActions}
        {access.create && <ListImport name={definition.name} title={scope?.title ?? definition.title} onImported={refreshList} />}
        {access.create &&
          (newPath ? (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              component={Link}
              to={newPath}
              state={from}
              data-testid="list-new"
            >
              {t('list.new')}
            </Button>
          ) : (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setFormDialog({ open: true })}
              data-testid="list-new"
            >
              {t('list.new')}
            </Button>
          ))}
      </ListPageHeader>
      <ListSearchRow
        search={state.search}
        onSearch={(search) => update({ search, page: 1 })}
        activeFilters={filterable.filter((field) => state.filters[field.name] !== undefined).length}
      >
        {filterable.length > 0 && (
          <ListFilters
            fields={filterable}
            filters={state.filters}
            onChange={(filters) => update({ filters, page: 1 })}
          />
        )}
      </ListSearchRow>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box sx={{ height: 4 }}>{page.isFetching && <LinearProgress />}</Box>
        <ResourceTable
          columns={columns}
          rows={rows}
          from={data?.from ?? 1}
          rowKey={(row) => keyOf(definition, row)}
          sort={effectiveSort(state, definition)}
          onSort={(field, additive) =>
            update((current) => ({ sort: toggleSort(effectiveSort(current, definition), field, additive), page: 1 }))
          }
          actions={
            hasActions
              ? (row) => (
                  <RowActions
                    edit={access.edit ? editAction(row) : undefined}
                    onDelete={access.remove ? () => void confirmDelete(row) : undefined}
                  >
                    {turnover && <TurnoverLink row={row} turnover={turnover} />}
                    {rowActions?.(row)}
                  </RowActions>
                )
              : undefined
          }
          loading={page.isPending}
          stickyColumn={nameColumn}
        />
        <ListPagination
          page={state.page}
          lastPage={data?.last_page ?? 0}
          perPage={state.perPage}
          total={data?.total ?? 0}
          from={data?.from ?? 0}
          rowCount={rows.length}
          onPage={(next) => update({ page: next })}
          onPerPage={(perPage) => update({ perPage, page: 1 })}
        />
      </Paper>
      {formDialog.open && (
        <ResourceFormDialog
          definition={definition}
          recordKey={formDialog.recordKey}
          onClose={() => setFormDialog({ open: false })}
        />
      )}
      {exporting && (
        <ExportDialog
          fileName={`${definition.name.replaceAll('/', '-')}.xlsx`}
          list={{ path: definition.name, query }}
          onClose={() => setExporting(false)}
        />
      )}
      {printing && <PrintRows title={title} columns={columns} rows={rows} from={data?.from ?? 1} />}
    </Stack>
  );
}
